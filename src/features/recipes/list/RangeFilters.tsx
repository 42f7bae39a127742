import { useSearchParams } from 'react-router-dom';
import { RangeFilter } from '../../../components/RangeFilter';
import { KCAL_MAX, SERVINGS_MAX, SERVINGS_MIN, withFilters } from './searchParams';

const RATIOS = [
  { label: 'Protein', key: 'Protein' },
  { label: 'Fat', key: 'Fat' },
  { label: 'Carbs', key: 'Carbs' },
] as const;

const numberOr = (raw: string | null, fallback: number) =>
  raw === null || raw === '' || !Number.isFinite(Number(raw)) ? fallback : Number(raw);
/** Fractions in the URL and the API, whole percents on the slider (0.2 <-> 20 %). */
const toPercent = (fraction: number) => Math.round(fraction * 100);

/**
 * The sliders of the specification. Each top (or bottom) value means "no limit" and is left
 * out of the URL, so the call does not send it (kcal 1000 = no upper limit, servings 20 = 20 or more).
 */
export function RangeFilters() {
  const [params, setParams] = useSearchParams();
  const commit = (changes: Record<string, number | undefined>) => setParams(withFilters(params, changes));
  return (
    <>
      <RangeFilter
        label="Kcal per serving"
        min={0}
        max={KCAL_MAX}
        step={10}
        low={numberOr(params.get('minKcal'), 0)}
        high={numberOr(params.get('maxKcal'), KCAL_MAX)}
        format={(v, bound) => (bound === 'high' && v === KCAL_MAX ? `${KCAL_MAX}+` : String(v))}
        onCommit={(low, high) => commit({ minKcal: low > 0 ? low : undefined, maxKcal: high < KCAL_MAX ? high : undefined })}
      />
      <RangeFilter
        label="Servings"
        min={SERVINGS_MIN}
        max={SERVINGS_MAX}
        low={numberOr(params.get('minServings'), SERVINGS_MIN)}
        high={numberOr(params.get('maxServings'), SERVINGS_MAX)}
        format={(v, bound) => (bound === 'high' && v === SERVINGS_MAX ? `${SERVINGS_MAX}+` : String(v))}
        onCommit={(low, high) =>
          commit({ minServings: low > SERVINGS_MIN ? low : undefined, maxServings: high < SERVINGS_MAX ? high : undefined })
        }
      />
      {RATIOS.map(({ label, key }) => (
        <RangeFilter
          key={key}
          label={`${label} ratio`}
          min={0}
          max={100}
          low={toPercent(numberOr(params.get(`min${key}Ratio`), 0))}
          high={toPercent(numberOr(params.get(`max${key}Ratio`), 1))}
          format={(v) => `${v} %`}
          onCommit={(low, high) =>
            commit({
              [`min${key}Ratio`]: low > 0 ? low / 100 : undefined,
              [`max${key}Ratio`]: high < 100 ? high / 100 : undefined,
            })
          }
        />
      ))}
    </>
  );
}
