import { Box, Heading, Text } from '@chakra-ui/react';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import type { ReactNode } from 'react';
import { Bar, Line, Pie, Scatter } from 'react-chartjs-2';

// chart.js is tree-shaken: register only what these charts use (the statistics pages are lazy-loaded).
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, ArcElement, Filler, Tooltip, Legend);

const TEAL = '#319795';
const PALETTE = ['#319795', '#DD6B20', '#3182CE', '#D53F8C', '#38A169', '#805AD5', '#D69E2E', '#E53E3E', '#718096'];

/** A titled chart card; `empty` shows a line instead of an empty canvas. */
export function ChartCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" padding="3" minWidth="0">
      <Heading size="sm" marginBottom="2">
        {title}
      </Heading>
      {empty ? (
        <Text fontSize="sm" color="fg.muted">
          No data for this range.
        </Text>
      ) : (
        <Box height="64">{children}</Box>
      )}
    </Box>
  );
}

const axes = (x: string, y: string, yMax?: number): ChartOptions<'line'> => ({
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: {
    x: { title: { display: true, text: x } },
    y: { beginAtZero: true, ...(yMax !== undefined ? { max: yMax } : {}), title: { display: true, text: y } },
  },
});

/** A line over labelled points (dates or day offsets). */
export function LineChart(props: { title: string; labels: string[]; values: number[]; x: string; y: string; yMax?: number }) {
  return (
    <Line
      role="img"
      aria-label={props.title}
      options={axes(props.x, props.y, props.yMax)}
      data={{
        labels: props.labels,
        datasets: [
          {
            label: props.y,
            data: props.values,
            borderColor: TEAL,
            backgroundColor: 'rgba(49, 151, 149, 0.15)',
            fill: true,
            // Monotone: no overshoot between points (a retention curve that never rises must not look as if it did).
            cubicInterpolationMode: 'monotone',
            pointRadius: props.values.length > 40 ? 0 : 3,
          },
        ],
      }}
    />
  );
}

/** One point per user: adherence (x) against weight change (y). */
export function ScatterChart(props: { title: string; points: Array<{ x: number; y: number }>; x: string; y: string }) {
  return (
    <Scatter
      role="img"
      aria-label={props.title}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: {
          x: { min: 0, max: 100, title: { display: true, text: props.x } },
          y: { title: { display: true, text: props.y } },
        },
      }}
      data={{ datasets: [{ label: props.y, data: props.points, backgroundColor: 'rgba(49, 151, 149, 0.6)', pointRadius: 3 }] }}
    />
  );
}

export function PieChart(props: { title: string; labels: string[]; values: number[] }) {
  return (
    <Pie
      role="img"
      aria-label={props.title}
      options={{ responsive: true, maintainAspectRatio: false, plugins: { legend: { position: 'right' } } }}
      data={{
        labels: props.labels,
        datasets: [
          { label: 'Users', data: props.values, backgroundColor: props.values.map((_, i) => PALETTE[i % PALETTE.length]) },
        ],
      }}
    />
  );
}

/** Bars stacked per label, one colour per series; negative values stack below the axis. */
export function StackedBarChart(props: {
  title: string;
  labels: string[];
  series: Array<{ label: string; values: number[]; color: string }>;
  x: string;
  y: string;
}) {
  return (
    <Bar
      role="img"
      aria-label={props.title}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom' } },
        scales: {
          x: { stacked: true, title: { display: true, text: props.x } },
          y: { stacked: true, title: { display: true, text: props.y } },
        },
      }}
      data={{
        labels: props.labels,
        datasets: props.series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color })),
      }}
    />
  );
}
