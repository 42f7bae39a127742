import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { humanize } from '../../../components/MultiSelect';
import { useGenerateRecipeTagsQuery, useListRecipeFoodRestrictionsQuery, type Recipe } from '../recipesApi';

/**
 * Read-only: diets and allergens of the saved recipe, and what the current ingredients give (the
 * server derives diet tags and satisfied food restrictions from ingredient ids).
 */
export function SuitabilityPanel({ recipe, ingredientIds }: { recipe?: Recipe; ingredientIds: number[] }) {
  const skip = ingredientIds.length === 0;
  const generated = useGenerateRecipeTagsQuery({ ingId: ingredientIds }, { skip });
  const restrictions = useListRecipeFoodRestrictionsQuery({ ingId: ingredientIds }, { skip });
  const diets = new Set<string>(recipe?.suitableDiets ?? []);
  if (!skip) (generated.data ?? []).filter((t) => t.category === 'DIET').forEach((t) => diets.add(t.name));
  return (
    <Stack gap="3">
      <Box>
        <Heading size="sm">Suitable diets</Heading>
        <Chips values={[...diets].map(humanize)} empty="None" label="Suitable diets" />
      </Box>
      <Box>
        <Heading size="sm">Allergens</Heading>
        <Chips values={(recipe?.allergens ?? []).map(humanize)} empty="None known" label="Allergens" />
      </Box>
      <Box>
        <Heading size="sm">Suitable for</Heading>
        <Chips
          values={skip ? [] : (restrictions.data ?? []).map((r) => r.name)}
          empty="No food restriction"
          label="Suitable food restrictions"
        />
      </Box>
    </Stack>
  );
}

function Chips({ values, empty, label }: { values: string[]; empty: string; label: string }) {
  if (values.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    <HStack wrap="wrap" gap="1" role="list" aria-label={label}>
      {values.map((v) => (
        <Badge key={v} role="listitem">
          {v}
        </Badge>
      ))}
    </HStack>
  );
}
