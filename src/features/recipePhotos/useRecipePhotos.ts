import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { appApi } from '../../services/appApi';
import { idTag } from '../../services/tags';
import { compressForUpload, type CompressFn } from './compress';

export const {
  useGetRecipePhotosQuery,
  useGetRecipePhotoThumbnailQuery,
  useGetRecipeQuery,
  useUploadRecipePhotosMutation,
  useDeleteRecipePhotosMutation,
} = appApi;

/**
 * Upload: the image is compressed in the browser, then POSTed as multipart (`files` + `photoType`
 * COVER) through the generated uploadRecipePhotos endpoint, which refreshes the photo list and the
 * recipe (its cover) by tag.
 */
export function useUploadPhotos(idRecipe: number, compress?: CompressFn) {
  const [uploadPhotos] = useUploadRecipePhotosMutation();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setUploading(true);
      try {
        const ready = await Promise.all(files.map((file) => compressForUpload(file, compress)));
        const created = await uploadPhotos({ id: idRecipe, recipePhotoUpload: { files: ready, photoType: 'COVER' } }).unwrap();
        notify(
          'success',
          created.length === 1 ? 'Photo uploaded with success' : `${created.length} photos uploaded with success`,
        );
      } catch {
        notify('error', 'Failed to upload photo');
      } finally {
        setUploading(false);
      }
    },
    [compress, idRecipe, uploadPhotos],
  );
  return { upload, uploading };
}

/** Delete is optimistic: gone from the list at once, back if the call fails. */
export function useDeletePhoto(idRecipe: number) {
  const dispatch = useAppDispatch();
  const [deletePhotos] = useDeleteRecipePhotosMutation();
  return useCallback(
    async (idRecipePhoto: number) => {
      const patch = dispatch(
        appApi.util.updateQueryData('getRecipePhotos', { id: idRecipe }, (photos) =>
          photos.filter((p) => p.idRecipePhoto !== idRecipePhoto),
        ),
      );
      try {
        await deletePhotos({ body: [idRecipePhoto] }).unwrap();
        // The deleted photo may have been the cover the editor shows.
        dispatch(appApi.util.invalidateTags([idTag('Recipes', idRecipe)]));
      } catch {
        patch.undo();
        notify('error', 'Failed to delete photo');
      }
    },
    [deletePhotos, dispatch, idRecipe],
  );
}
