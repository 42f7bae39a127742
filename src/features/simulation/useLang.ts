import { useSearchParams } from 'react-router-dom';

/** The screen's `lang` search parameter (planning.md section 2), sent with the planner calls when it is an ISO 639-1 code. */
export function useLang(): string | undefined {
  const [params] = useSearchParams();
  const lang = params.get('lang');
  return lang !== null && /^[a-z]{2}$/.test(lang) ? lang : undefined;
}
