import { Box, Heading, HStack, Link, List, Table, Text } from '@chakra-ui/react';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../components/NotFoundPage';
import { HELP_AREAS, helpPath, type HelpArea } from '../../components/helpAreas';
import { HELP_TEXTS } from './helpTexts';

/** A link in a help page: an app path ("/help/recipes", "/settings") stays in the SPA; others open a new tab. */
function HelpAnchor({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/')) {
    return (
      <Link asChild color="teal.700" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noreferrer" color="teal.700" textDecoration="underline">
      {children}
    </Link>
  );
}

/**
 * The help pages' markdown as Chakra elements. Raw HTML in the markdown is not parsed: a page is text,
 * headings, lists, tables and links, nothing that could run.
 */
const MARKDOWN_OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    h1: { component: Heading, props: { as: 'h1', size: 'xl', marginBottom: '3' } },
    h2: { component: Heading, props: { as: 'h2', size: 'lg', marginTop: '6', marginBottom: '2' } },
    h3: { component: Heading, props: { as: 'h3', size: 'md', marginTop: '4', marginBottom: '2' } },
    p: { component: Text, props: { marginBottom: '3' } },
    ul: { component: List.Root, props: { paddingLeft: '6', marginBottom: '3', gap: '1' } },
    ol: { component: List.Root, props: { as: 'ol', paddingLeft: '6', marginBottom: '3', gap: '1' } },
    li: { component: List.Item },
    a: { component: HelpAnchor },
    table: { component: Table.Root, props: { size: 'sm', variant: 'outline', marginBottom: '3' } },
    thead: { component: Table.Header },
    tbody: { component: Table.Body },
    tr: { component: Table.Row },
    th: { component: Table.ColumnHeader },
    td: { component: Table.Cell },
  },
};

function HelpFrame({ children }: { children: ReactNode }) {
  return (
    <Box padding="4" maxWidth="60rem" lineHeight="tall">
      {children}
    </Box>
  );
}

/** /help: what the help covers and one link per area. */
export function HelpIndexPage() {
  return (
    <HelpFrame>
      <Markdown options={MARKDOWN_OPTIONS}>{HELP_TEXTS.index}</Markdown>
      <nav aria-label="Help areas">
        <List.Root paddingLeft="6" gap="1">
          {HELP_AREAS.map((area) => (
            <List.Item key={area.slug}>
              <HelpAnchor href={helpPath(area.slug)}>{area.title}</HelpAnchor>
            </List.Item>
          ))}
        </List.Root>
      </nav>
    </HelpFrame>
  );
}

const isHelpArea = (slug: string | undefined): slug is HelpArea => HELP_AREAS.some((a) => a.slug === slug);

/** /help/<area>: the area's page, with a way back to the index. */
export function HelpAreaPage() {
  const { area } = useParams();
  if (!isHelpArea(area)) return <NotFoundPage />;
  return (
    <HelpFrame>
      <HStack marginBottom="2" fontSize="sm">
        <HelpAnchor href="/help">All help topics</HelpAnchor>
      </HStack>
      <Markdown options={MARKDOWN_OPTIONS}>{HELP_TEXTS[area]}</Markdown>
    </HelpFrame>
  );
}
