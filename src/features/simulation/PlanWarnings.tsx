import { Alert, Box } from '@chakra-ui/react';
import type { PlanWarning } from '../../services/generated/plannerApi.generated';

/**
 * The planner's warnings about a plan (needs missed by more than 5 %, divisions left with too few
 * candidates), each with the binding rule and the cheapest relaxation, shown above the plan.
 */
export function PlanWarnings({ warnings }: { warnings: readonly PlanWarning[] | undefined }) {
  if (!warnings || warnings.length === 0) return null;
  return (
    <Alert.Root status="warning" role="alert" aria-label="Plan warnings">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {warnings.length === 1 ? 'This plan has 1 warning' : `This plan has ${warnings.length} warnings`}
        </Alert.Title>
        <Alert.Description>
          <Box as="ul" paddingStart="4" listStyleType="disc">
            {warnings.map((w, i) => (
              <li key={i}>{w.message}</li>
            ))}
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
