import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { MultiSelect, enumOptions, humanize } from '../../../components/MultiSelect';
import {
  ALLERGENS,
  ANIMAL_ORIGIN_LABELS,
  ANIMAL_ORIGINS,
  GLUTEN_CEREAL_LABELS,
  GLUTEN_CEREALS,
  allergensFromFacts,
  dietsFromFacts,
  impliedAllergens,
  type Allergen,
  type AnimalOrigin,
  type GlutenCereal,
} from '../../../domain';

export type FactField = 'animalOrigins' | 'glutenCereals' | 'allergens';

interface FoodFactsFieldsProps {
  animalOrigins: readonly string[];
  glutenCereals: readonly string[];
  /** The allergens beyond what the origins and cereals imply. */
  allergens: readonly string[];
  /** Why each stored fact holds (Ingredient.factReasons). */
  reasons: Readonly<Record<string, string>>;
  /** The name says lactose-free: dairy still fits LACTOSE_FREE. */
  lactoseFree: boolean;
  disabled: boolean;
  onChange: (field: FactField, next: string[]) => void;
}

/** What a fact checked here but not saved yet will be told by (the server writes the name and day). */
export const NEW_FACT_REASON = 'new: set by you when saved';

const pick = <T extends string>(known: readonly T[], values: readonly string[]) => known.filter((k) => values.includes(k));

/** One fact as a checkbox, with its reason beside it as the checkbox's description. */
function FactCheckbox({
  label,
  checked,
  reason,
  disabled,
  onToggle,
}: {
  label: string;
  checked: boolean;
  reason?: string;
  disabled: boolean;
  onToggle: (checked: boolean) => void;
}) {
  const reasonId = useId();
  return (
    <Box>
      <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', fontSize: '0.875rem' }}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={reason ? reasonId : undefined}
          onChange={(e) => onToggle(e.target.checked)}
        />
        {label}
      </label>
      {reason && (
        <Text id={reasonId} fontSize="xs" color="fg.muted" paddingLeft="6">
          {reason}
        </Text>
      )}
    </Box>
  );
}

function FactGroup<T extends string>({
  title,
  facts,
  labels,
  checked,
  reasons,
  disabled,
  onChange,
}: {
  title: string;
  facts: readonly T[];
  labels: Record<T, string>;
  checked: readonly string[];
  reasons: Readonly<Record<string, string>>;
  disabled: boolean;
  onChange: (next: string[]) => void;
}) {
  return (
    <Stack gap="1" role="group" aria-label={title}>
      <Text fontWeight="medium" fontSize="sm">
        {title}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
        {facts.map((fact) => {
          const on = checked.includes(fact);
          return (
            <FactCheckbox
              key={fact}
              label={labels[fact]}
              checked={on}
              reason={on ? (reasons[fact] ?? NEW_FACT_REASON) : undefined}
              disabled={disabled}
              onToggle={(next) => onChange(next ? pick(facts, [...checked, fact]) : checked.filter((c) => c !== fact))}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * "What it holds": the ingredient's animal origins and gluten cereals with the reason each holds, the allergens
 * beyond them, and what the server will derive from them on save (diets and allergens), updated as they change.
 */
export function FoodFactsFields({
  animalOrigins,
  glutenCereals,
  allergens,
  reasons,
  lactoseFree,
  disabled,
  onChange,
}: FoodFactsFieldsProps) {
  const facts = {
    animalOrigins: pick<AnimalOrigin>(ANIMAL_ORIGINS, animalOrigins),
    glutenCereals: pick<GlutenCereal>(GLUTEN_CEREALS, glutenCereals),
    allergens: pick<Allergen>(ALLERGENS, allergens),
  };
  const implied = impliedAllergens(facts);
  // The picker offers what the facts do not already bring (and keeps what is picked).
  const allergenOptions = enumOptions(ALLERGENS.filter((a) => !implied.includes(a) || facts.allergens.includes(a)));
  const diets = dietsFromFacts(facts, lactoseFree).filter((d) => d !== 'NONE');
  const derivedAllergens = allergensFromFacts(facts);
  const ownReasons = facts.allergens.filter((a) => reasons[a] !== undefined && !facts.animalOrigins.includes(a as AnimalOrigin));
  return (
    <Stack gap="3">
      <FactGroup
        title="Animal origins"
        facts={ANIMAL_ORIGINS}
        labels={ANIMAL_ORIGIN_LABELS}
        checked={animalOrigins}
        reasons={reasons}
        disabled={disabled}
        onChange={(next) => onChange('animalOrigins', next)}
      />
      <FactGroup
        title="Gluten cereals"
        facts={GLUTEN_CEREALS}
        labels={GLUTEN_CEREAL_LABELS}
        checked={glutenCereals}
        reasons={reasons}
        disabled={disabled}
        onChange={(next) => onChange('glutenCereals', next)}
      />
      <Box maxWidth="md">
        <MultiSelect
          label="Other allergens"
          showLabel
          emptyLabel="None"
          disabled={disabled}
          options={allergenOptions}
          value={facts.allergens}
          onChange={(next) => onChange('allergens', pick(ALLERGENS, next))}
        />
        {ownReasons.map((a) => (
          <Text key={a} fontSize="xs" color="fg.muted">
            {humanize(a)}: {reasons[a]}
          </Text>
        ))}
      </Box>
      <Stack gap="0" fontSize="sm" aria-label="Derived from these facts" role="group">
        <Text>Suitable for: {diets.length > 0 ? diets.map(humanize).join(', ') : 'none of the diets'}</Text>
        <Text>Allergens: {derivedAllergens.length > 0 ? derivedAllergens.map(humanize).join(', ') : 'none'}</Text>
      </Stack>
    </Stack>
  );
}
