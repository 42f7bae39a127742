/** What the settings page's tests share: an admin's session on /settings, the tabs, the fields and the save button. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';
import { useSettingsApi } from '../mocks/settings';

export const ADMIN = { username: 'ada', roles: ['admin'] };
export const SUM_MESSAGE = 'Sum of kcal distribution should be 100%';
export type User = ReturnType<typeof userEvent.setup>;

export function setup(...args: Parameters<typeof useSettingsApi>) {
  const api = useSettingsApi(...args);
  const view = renderApp({ path: '/settings', session: ADMIN });
  return { ...api, ...view, user: userEvent.setup() };
}

export const saveButton = () => screen.findByRole('button', { name: 'Save' });
/** Clicks a tab and waits until it is the selected one, so its panel is the one on screen. */
export async function openTab(user: User, name: string) {
  const tab = await screen.findByRole('tab', { name });
  await user.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
}
export async function typeInto(user: User, label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}
export const slider = (name: string) => screen.getByRole('slider', { name });
export const findSlider = (name: string) => screen.findByRole('slider', { name });
export const divisionRows = () =>
  within(screen.getByRole('table', { name: 'Meal divisions' }))
    .getAllByRole('row')
    .slice(1);
