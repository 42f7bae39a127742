import { screen, within } from '@testing-library/react';
import { renderApp } from '../../tests/setup/renderApp';
import { useSettingsApi } from '../../tests/mocks/settings';
import { useJobQueueApi, useTestingApi } from '../../tests/mocks/testing';
import { formatAge } from './JobQueuePanel';

const FIGURES = {
  waiting: 12,
  active: 2,
  failedLastDay: 1,
  oldestWaitingSeconds: 185,
  kinds: [{ kind: 'testing-chunk', waiting: 12, active: 2, failedLastDay: 1, oldestWaitingSeconds: 185 }],
};

describe('the job queue panel on /testing', () => {
  it('shows an admin the waiting, active and failed jobs and the oldest waiting age', async () => {
    useSettingsApi();
    useTestingApi();
    useJobQueueApi(FIGURES);
    renderApp({ path: '/testing', session: { roles: ['nutritionist', 'admin'] } });
    const panel = await screen.findByRole('region', { name: 'Job queue' });
    expect(await within(panel).findByLabelText('Waiting')).toHaveTextContent('12');
    expect(within(panel).getByLabelText('Active')).toHaveTextContent('2');
    expect(within(panel).getByLabelText('Failed (24 h)')).toHaveTextContent('1');
    expect(within(panel).getByLabelText('Oldest waiting')).toHaveTextContent('3 min');
  });

  it('says so when the queue cannot be read', async () => {
    useSettingsApi();
    useTestingApi();
    useJobQueueApi('error');
    renderApp({ path: '/testing', session: { roles: ['nutritionist', 'admin'] } });
    expect(await screen.findByText('The job queue could not be read')).toBeInTheDocument();
  });

  it('is not shown to a nutritionist who is not an admin, and the queue is not asked', async () => {
    useSettingsApi();
    useTestingApi();
    const { reads } = useJobQueueApi(FIGURES);
    renderApp({ path: '/testing' });
    expect(await screen.findByRole('button', { name: 'Run' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Job queue' })).not.toBeInTheDocument();
    expect(reads).toHaveLength(0);
  });

  it('writes ages in seconds, minutes, and hours with minutes', () => {
    expect(formatAge(42)).toBe('42 s');
    expect(formatAge(185)).toBe('3 min');
    expect(formatAge(3600)).toBe('1 h');
    expect(formatAge(7500)).toBe('2 h 5 min');
  });
});
