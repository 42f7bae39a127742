/**
 * The LanguaL thesaurus browser, for any screen that picks descriptors: the FCDB and display-name
 * lists (as a filter: `<LangualFilter value={ids} onChange={setIds} />`) and the ingredient editor
 * (its descriptors: `<LangualBrowser value={ids} onChange={setIds} />`).
 *
 * `value` is a list of LanguaL ids (e.g. ["A0361", "B1245"]); `onChange` receives the whole new list.
 * The browser searches by name (at least 2 characters, 250 ms debounce), shows a hit in the hierarchy
 * (GET /langual/{id}/parent up to its facet), and lazy-loads children (GET /langual/{id}/children).
 */
export { LangualBrowser, LangualFilter, type LangualBrowserProps } from './LangualBrowser';
export { termLabel, termText } from './termLabel';
