import { Box, Flex, Heading, HStack, Spacer, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ActionLogControls } from './ActionLogControls';
import { HistoryControls } from './HistoryControls';
import { LoadUserProfile } from './LoadUserProfile';
import { PlanPanel } from './PlanPanel';
import { ProfileEditor } from './ProfileEditor';
import { RecommenderSettingsPanel } from './RecommenderSettingsPanel';
import { SavedProfiles } from './SavedProfiles';
import { VarietyPanel } from './VarietyPanel';
import { localToday } from '../../domain/dates';
import { useContextLookups } from './useContextLookups';
import { HelpLink } from '../../components/HelpLink';

/** /meal-simulation: the profile editor beside the meal plan, with undo over both. */
export function MealSimulationPage() {
  const today = useMemo(() => localToday(), []);
  useContextLookups();
  return (
    <Stack gap="4" paddingX={{ base: '4', md: '6' }} paddingY="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading size="lg">Meal simulation</Heading>
        <HelpLink area="meal-simulation" />
        <LoadUserProfile />
        <SavedProfiles />
        <RecommenderSettingsPanel />
        <Spacer />
        <HStack gap="4">
          <HistoryControls />
          <ActionLogControls />
        </HStack>
      </Flex>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }}>
        <Box flex="1" minWidth="0">
          <ProfileEditor today={today} />
        </Box>
        <Stack flex="1" minWidth="0" gap="6">
          <PlanPanel today={today} />
          <VarietyPanel />
        </Stack>
      </Flex>
    </Stack>
  );
}
