import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectSession } from '../../../auth/authSlice';
import { canEditRecipe } from '../../../domain/recipePermissions';
import { draftKeyOf, selectRecipeDraft } from '../drafts/recipeDraftsSlice';
import { useGetLanguagesQuery, useGetRecipeQuery } from '../recipesApi';
import { emptyRecipeValues, valuesFromRecipe } from './formModel';
import { RecipeForm } from './RecipeForm';

export type EditorMode = 'new' | 'edit' | 'duplicate';

/**
 * /recipes/new, /recipes/{id}?lang= and /recipes/duplicate/{id}: loads what the form needs, then
 * starts it from the kept draft when there is one, else from the server's copy.
 */
export function RecipeEditorPage({ mode }: { mode: EditorMode }) {
  const { recipeId } = useParams();
  const id = Number(recipeId);
  const validId = mode === 'new' || (Number.isInteger(id) && id > 0);
  const [params] = useSearchParams();
  const session = useAppSelector(selectSession);
  const languages = useGetLanguagesQuery();
  const recipe = useGetRecipeQuery({ id }, { skip: mode === 'new' || !validId });
  const draftKey = draftKeyOf(mode, id);
  const draft = useAppSelector((state) => selectRecipeDraft(state, draftKey));
  // The draft is read once, when the editor opens; later drafts are the form's own echo.
  const [initialDraft] = useState(draft);

  if (!validId) return <Message title="Recipe not found" />;
  if (recipe.isError) return <Message title="Recipe not found" detail="It may have been deleted." />;
  if (!languages.data || (mode !== 'new' && !recipe.data)) return <Spinner margin="8" aria-label="Loading recipe" />;

  const defaultLanguage = languages.data.defaultLanguage;
  const lang = params.get('lang') || defaultLanguage;
  const loaded = recipe.data;
  const serverValues = loaded ? valuesFromRecipe(loaded) : emptyRecipeValues();
  if (mode === 'duplicate') {
    serverValues.status = 'DRAFT';
    // A copy has no source food code and its roles are derived anew, whoever chose the original's.
    serverValues.mealRoles = null;
  }
  return (
    <RecipeForm
      key={draftKey}
      mode={mode}
      recipe={mode === 'edit' ? loaded : undefined}
      draftKey={draftKey}
      serverValues={serverValues}
      draft={initialDraft}
      lang={lang}
      languages={languages.data}
      // A new recipe or a copy is the viewer's own; a saved one may be someone else's.
      editable={mode !== 'edit' || canEditRecipe(session, loaded?.author?.externalID)}
    />
  );
}

function Message({ title, detail }: { title: string; detail?: string }) {
  return (
    <Box padding="8" role="alert">
      <Heading size="lg">{title}</Heading>
      {detail && <Text marginTop="2">{detail}</Text>}
    </Box>
  );
}
