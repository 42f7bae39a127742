/** What other features use of the settings: the preview of edited recommender settings (admins, also on /testing). */
export { SettingsPreviewPanel } from './SettingsPreviewPanel';
