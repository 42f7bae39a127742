import { LabeledSelect } from '../../components/LabeledSelect';
import { COUNTRIES } from '../../domain';
import { useGetDbContextsQuery, useListContextsQuery, type Country } from './usersApi';

export const isCountry = (value: string | null | undefined): value is Country =>
  (COUNTRIES as readonly string[]).includes(value ?? '');

/** "Netherlands (NL)" from the planner's labels, or the upper-case code while they load or when one is missing. */
export function contextLabel(context: string, labels: Record<string, string> | undefined): string {
  const label = labels?.[context];
  return label ? `${label} (${context.toUpperCase()})` : context.toUpperCase();
}

/** The planner's labels of the contexts (GET /administration/db-contexts). */
export function useContextLabels() {
  return useGetDbContextsQuery().data;
}

interface ContextPickerProps {
  /** The admin's own context (from the token): always offered, first. */
  own: Country;
  value: Country;
  onChange: (context: Country) => void;
}

/** The context the admin acts in: their own, or another from GET /contexts?excludeSelf=true. */
export function ContextPicker({ own, value, onChange }: ContextPickerProps) {
  const others = useListContextsQuery({ excludeSelf: true }).data ?? [];
  const labels = useContextLabels();
  const contexts = [own, ...others.filter((c) => c !== own)];
  if (!contexts.includes(value)) contexts.push(value);
  return (
    <LabeledSelect
      label="Database context"
      width="64"
      value={value}
      options={contexts.map((c) => ({ value: c, label: contextLabel(c, labels) }))}
      onChange={(next) => isCountry(next) && onChange(next)}
    />
  );
}
