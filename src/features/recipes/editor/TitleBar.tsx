import { Button, Flex, Heading, HStack, Spacer } from '@chakra-ui/react';
import { Controller, type Control } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { LabeledSelect } from '../../../components/LabeledSelect';
import { enumOptions } from '../../../components/MultiSelect';
import { RECIPE_ENUMS, useListRecipeAuthorsQuery, type Languages } from '../recipesApi';
import type { RecipeFormValues } from './formModel';
import { HelpLink } from '../../../components/HelpLink';

interface TitleBarProps {
  title: string;
  control: Control<RecipeFormValues>;
  languages: Languages;
  lang: string;
  isAdmin: boolean;
  editable: boolean;
  idRecipe?: number;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
}

/** Author (admins), language, status, duplicate, delete and save. */
export function TitleBar({
  title,
  control,
  languages,
  lang,
  isAdmin,
  editable,
  idRecipe,
  saving,
  onSave,
  onDelete,
}: TitleBarProps) {
  const [params, setParams] = useSearchParams();
  // Only admins may pick an author, and the server refuses the list to anyone else.
  const authors = useListRecipeAuthorsQuery(undefined, { skip: !isAdmin });
  const setLang = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === languages.defaultLanguage) query.delete('lang');
    else query.set('lang', next);
    setParams(query);
  };
  return (
    <Flex align="flex-end" gap="3" wrap="wrap" marginBottom="4">
      <HStack gap="3" align="baseline">
        <Heading size="lg">{title}</Heading>
        <HelpLink area="recipes" />
      </HStack>
      <Spacer />
      {isAdmin && (
        <Controller
          control={control}
          name="authorId"
          render={({ field }) => (
            <LabeledSelect
              label="Author"
              width="56"
              placeholder="None"
              disabled={!editable}
              value={field.value}
              onChange={field.onChange}
              options={(authors.data ?? []).map((a) => ({ value: String(a.id), label: a.name ?? `#${a.id}` }))}
            />
          )}
        />
      )}
      <LabeledSelect
        label="Language"
        width="40"
        value={lang}
        onChange={setLang}
        options={languages.languages.map((l) => ({ value: l.code, label: l.name }))}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <LabeledSelect
            label="Status"
            width="36"
            disabled={!editable}
            value={field.value}
            onChange={field.onChange}
            options={enumOptions(RECIPE_ENUMS.RecipeStatus)}
          />
        )}
      />
      <HStack gap="2">
        {idRecipe !== undefined && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/recipes/duplicate/${idRecipe}`}>Duplicate</Link>
          </Button>
        )}
        {editable && idRecipe !== undefined && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDelete}>
            Delete
          </Button>
        )}
        {editable && (
          <Button size="sm" colorPalette="teal" loading={saving} onClick={onSave}>
            Save
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
