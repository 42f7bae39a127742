import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MEAL_ROLE_LABELS, type MealRole } from '../../../domain/mealRoles';
import type { CatalogueCoverage } from '../../../services/generated/plannerApi.generated';
import { cellSearch } from './coverageLinks';

const roleLabel = (role: MealRole) => MEAL_ROLE_LABELS[role].replace(/ \(.*\)$/, '').toLowerCase();

/** Profiles by meal slot; a cell under the threshold is red and says so to screen readers. */
export function CoverageTable({ report }: { report: CatalogueCoverage }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Recipes per profile and meal slot">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Profile</Table.ColumnHeader>
            {report.slots.map((s) => (
              <Table.ColumnHeader key={s.key} scope="col" textAlign="end" title={`Meals: ${s.mealsOfDay.join(', ')}`}>
                {s.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.profiles.map((p) => (
            <Table.Row key={p.key}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {p.label}
              </Table.Cell>
              {report.slots.map((s, i) => {
                const count = p.counts[i] ?? 0;
                const thin = count < report.threshold;
                const fellBack = p.fellBack[i] ?? false;
                const roles = fellBack && s.fallbackMealRoles ? s.fallbackMealRoles : s.mealRoles;
                return (
                  <Table.Cell key={s.key} textAlign="end" bg={thin ? 'red.100' : undefined} data-thin={thin || undefined}>
                    <Link asChild color={thin ? 'red.800' : 'teal.800'} fontWeight={thin ? 'bold' : 'normal'}>
                      <RouterLink
                        to={cellSearch(p, s, fellBack)}
                        aria-label={`${count} recipes for ${p.label} in ${s.label}${thin ? ', under ' + report.threshold : ''}${fellBack ? ', as ' + roles.map(roleLabel).join(' or ') : ''}`}
                        title={fellBack ? `Too few ${roleLabel(s.mealRole!)} recipes: the planner takes ${roles.map(roleLabel).join(' or ')}` : undefined}
                      >
                        {count}
                        {fellBack && '*'}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {report.profiles.some((p) => p.fellBack.some(Boolean)) && (
        <Text padding="2" fontSize="sm" color="fg.muted">
          * The slot&apos;s own role left this profile too few recipes or dishes for a week, so the planner takes the
          meal part&apos;s roles instead (as it does in a plan); the count and the link are of those.
        </Text>
      )}
      {report.slots.length === 0 && (
        <Text padding="3" color="fg.muted">
          The context&apos;s settings have no meal-part divisions: there is no slot to count.
        </Text>
      )}
    </Table.ScrollArea>
  );
}
