import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store';
import { LANGUAL_SAMPLE, LANGUAL_TWO_PARENTS } from '../../../../tests/fixtures/catalogue';
import { useLangualApi } from '../../../../tests/mocks/displayNames';
import { LangualBrowser, LangualFilter } from '.';

/** The browser as a screen holds it: the selection in state, shown beside it so a test can read it. */
function Controlled({ initial, filter }: { initial: string[]; filter?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {filter ? <LangualFilter value={value} onChange={setValue} /> : <LangualBrowser value={value} onChange={setValue} />}
      <output aria-label="Selection">{value.join(',')}</output>
    </>
  );
}

function setup({
  initial = [],
  filter = false,
  terms = LANGUAL_SAMPLE,
}: { initial?: string[]; filter?: boolean; terms?: typeof LANGUAL_SAMPLE } = {}) {
  const api = useLangualApi(terms);
  render(
    <Provider store={makeStore()}>
      <ChakraProvider value={defaultSystem}>
        <Controlled initial={initial} filter={filter} />
      </ChakraProvider>
    </Provider>,
  );
  return { ...api, user: userEvent.setup() };
}

const selection = () => screen.getByRole('status', { name: 'Selection' }).textContent;
const hierarchy = () => screen.getByRole('list', { name: 'LanguaL hierarchy' });

describe('the LanguaL browser', () => {
  it('shows the facets and loads the children of a descriptor only when it is opened', async () => {
    const { user, callsTo } = setup();
    const expandFoodSource = await screen.findByRole('button', { name: 'Expand B. FOOD SOURCE (B1564)' });
    expect(within(hierarchy()).getByRole('checkbox', { name: 'A. PRODUCT TYPE (A0361)' })).toBeInTheDocument();
    expect(callsTo('GET', /\/children$/)).toHaveLength(0);
    expect(expandFoodSource).toHaveAttribute('aria-expanded', 'false');

    await user.click(expandFoodSource);
    await user.click(await screen.findByRole('button', { name: 'Expand PLANT USED AS FOOD SOURCE (B1347)' }));
    expect(await screen.findByRole('checkbox', { name: 'VEGETABLE-PRODUCING PLANT (B1579)' })).toBeInTheDocument();
    expect(callsTo('GET', /\/children$/).map((c) => c.path.split('/').slice(-2)[0])).toEqual(['B1564', 'B1347']);
    expect(screen.getByRole('button', { name: 'Collapse B. FOOD SOURCE (B1564)' })).toHaveAttribute('aria-expanded', 'true');

    // Closing a branch hides it; opening it again shows it from the cache.
    await user.click(screen.getByRole('button', { name: 'Collapse PLANT USED AS FOOD SOURCE (B1347)' }));
    expect(screen.queryByRole('checkbox', { name: 'VEGETABLE-PRODUCING PLANT (B1579)' })).not.toBeInTheDocument();
  });

  it('selects descriptors at any level, shows them as chips and removes them', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Expand B. FOOD SOURCE (B1564)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'PLANT USED AS FOOD SOURCE (B1347)' }));
    await user.click(screen.getByRole('checkbox', { name: 'A. PRODUCT TYPE (A0361)' }));
    expect(selection()).toBe('B1347,A0361');
    const chips = screen.getByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('PLANT USED AS FOOD SOURCE (B1347)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove PLANT USED AS FOOD SOURCE (B1347)' }));
    expect(selection()).toBe('A0361');
    expect(screen.getByRole('checkbox', { name: 'PLANT USED AS FOOD SOURCE (B1347)' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'A. PRODUCT TYPE (A0361)' }));
    expect(selection()).toBe('');
    expect(screen.getByText('No LanguaL descriptor selected.')).toBeInTheDocument();
  });

  it('names the descriptors it was given by their descriptions, and shows one in the hierarchy', async () => {
    setup({ initial: ['B1276', 'A0784'] });
    const chips = screen.getByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('TOMATO (B1276)')).toBeInTheDocument();
    expect(await within(chips).findByText('CHEESE (EUROFIR) (A0784)')).toBeInTheDocument();
    await user().click(within(chips).getByRole('button', { name: 'Show CHEESE (EUROFIR) (A0784) in the hierarchy' }));
    const leaf = await within(hierarchy()).findByRole('checkbox', { name: 'CHEESE (EUROFIR) (A0784)' });
    expect(leaf).toBeChecked();
    expect(within(hierarchy()).getByRole('button', { name: 'Collapse A. PRODUCT TYPE (A0361)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user().click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(selection()).toBe('');
  });

  it('names a descriptor by its translated description where the thesaurus has one, the English one otherwise', async () => {
    const terms = LANGUAL_SAMPLE.map((t) => (t.id === 'B1276' ? { ...t, translatedDescription: 'TOMAAT' } : t));
    setup({ initial: ['B1276', 'A0784'], terms });
    const chips = screen.getByRole('list', { name: 'Selected LanguaL descriptors' });
    expect(await within(chips).findByText('TOMAAT (B1276)')).toBeInTheDocument();
    expect(within(chips).queryByText('TOMATO (B1276)')).not.toBeInTheDocument();
    expect(await within(chips).findByText('CHEESE (EUROFIR) (A0784)')).toBeInTheDocument();
  });

  it('searches by name from 2 characters, 250 ms after the last keystroke', async () => {
    const { user, callsTo } = setup();
    await hierarchyReady();
    await user.type(screen.getByRole('textbox', { name: 'Search LanguaL descriptors' }), 't');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
    // Well past the debounce: still no search for one character.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(callsTo('GET', '/langual').filter((c) => c.query.has('name'))).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Search LanguaL descriptors' }), 'omato');
    const results = await screen.findByRole('list', { name: 'LanguaL search results' });
    expect(within(results).getByRole('checkbox', { name: 'TOMATO (B1276)' })).toBeInTheDocument();
    // One search for the settled text, none for the keystrokes in between.
    expect(callsTo('GET', '/langual').flatMap((c) => c.query.getAll('name'))).toEqual(['tomato']);
    expect(screen.getByText('1 matching descriptor')).toBeInTheDocument();

    await user.click(within(results).getByRole('checkbox', { name: 'TOMATO (B1276)' }));
    expect(selection()).toBe('B1276');
  });

  it('shows a search hit in the hierarchy: its parents are fetched up to the facet and opened', async () => {
    const { user, callsTo } = setup();
    await hierarchyReady();
    await user.type(screen.getByRole('textbox', { name: 'Search LanguaL descriptors' }), 'tomato');
    await user.click(await screen.findByRole('button', { name: 'Show TOMATO (B1276) in the hierarchy' }));
    const leaf = await within(hierarchy()).findByRole('checkbox', { name: 'TOMATO (B1276)' });
    expect(callsTo('GET', /\/parent$/).map((c) => c.path.split('/').slice(-2)[0])).toEqual([
      'B1276',
      'B1006',
      'B1057',
      'B1579',
      'B1347',
    ]);
    for (const open of ['B. FOOD SOURCE (B1564)', 'FRUIT USED AS VEGETABLE (B1006)'])
      expect(within(hierarchy()).getByRole('button', { name: `Collapse ${open}` })).toHaveAttribute('aria-expanded', 'true');
    await user.click(leaf);
    expect(selection()).toBe('B1276');
    expect(
      within(screen.getByRole('list', { name: 'LanguaL search results' })).getByRole('checkbox', { name: 'TOMATO (B1276)' }),
    ).toBeChecked();
  });

  it('shows a descriptor with several parents under each of them, up to the facet along both', async () => {
    const { user, callsTo } = setup({ terms: LANGUAL_TWO_PARENTS });
    await hierarchyReady();
    await user.type(screen.getByRole('textbox', { name: 'Search LanguaL descriptors' }), 'potato');
    await user.click(await screen.findByRole('button', { name: 'Show POTATO (B1218) in the hierarchy' }));
    // Under STARCH-PRODUCING PLANT (its LanguaL broader term) and under root vegetables (its second parent).
    await waitFor(() => expect(within(hierarchy()).getAllByRole('checkbox', { name: 'POTATO (B1218)' })).toHaveLength(2));
    for (const open of [
      'STARCH-PRODUCING PLANT (B1016)',
      'CARBOHYDRATE-PRODUCING PLANT (B1048)',
      'VEGETABLE-PRODUCING PLANT, ROOT, TUBER OR BULB USED (B1018)',
      'VEGETABLE-PRODUCING PLANT (B1579)',
      'PLANT USED AS FOOD SOURCE (B1347)',
      'B. FOOD SOURCE (B1564)',
    ])
      expect(within(hierarchy()).getByRole('button', { name: `Collapse ${open}` })).toHaveAttribute('aria-expanded', 'true');
    // LanguaL's own parent by /parent, the second one by its id; a shared ancestor (B1347) is fetched once.
    expect(callsTo('GET', /\/parent$/).map((c) => c.path.split('/').slice(-2)[0])).toEqual([
      'B1218',
      'B1016',
      'B1018',
      'B1009',
      'B1579',
      'B1048',
      'B1347',
    ]);
    expect(callsTo('GET', /\/langual\/B1018$/)).toHaveLength(1);

    // Ticked in one place, it is ticked in both: one descriptor, one selection.
    await user.click(within(hierarchy()).getAllByRole('checkbox', { name: 'POTATO (B1218)' })[1]);
    expect(selection()).toBe('B1218');
    for (const box of within(hierarchy()).getAllByRole('checkbox', { name: 'POTATO (B1218)' })) expect(box).toBeChecked();
  });

  it('as a filter, stays one line until opened and says how many descriptors are chosen', async () => {
    const { user } = setup({ filter: true, initial: ['B1276'] });
    const toggle = screen.getByRole('button', { name: 'LanguaL: 1 selected' });
    expect(screen.queryByRole('group', { name: 'LanguaL descriptors' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(await screen.findByRole('button', { name: 'Remove TOMATO (B1276)' }));
    expect(screen.getByRole('button', { name: 'LanguaL: any' })).toBeInTheDocument();
    expect(selection()).toBe('');
  });
});

function user() {
  return userEvent.setup();
}

function hierarchyReady() {
  return screen.findByRole('list', { name: 'LanguaL hierarchy' });
}
