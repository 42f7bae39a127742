import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../components/toaster';
import { appApi } from '../../services/appApi';
import { currentAccessToken } from '../../services/accessToken';
import { baseUrlFor } from '../../services/baseUrls';
import { compressForUpload, type CompressFn } from './compress';

export const { useGetRecipePhotosQuery, useDeleteRecipePhotosMutation } = appApi;

/**
 * Upload: every image is compressed in the browser, then all are POSTed as one multipart request
 * (`files` + `photoType` COVER). This is done with fetch rather than an RTK Query mutation so the
 * files (Blobs) never enter the store; the photo list is then refreshed by tag.
 */
export function useUploadPhotos(idRecipe: number, compress?: CompressFn) {
  const dispatch = useAppDispatch();
  const [uploading, setUploading] = useState(false);
  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      setUploading(true);
      try {
        const body = new FormData();
        for (const file of files) body.append('files', await compressForUpload(file, compress), file.name);
        body.append('photoType', 'COVER');
        const token = currentAccessToken();
        const response = await fetch(`${baseUrlFor('api')}/API/recipes/${idRecipe}/photos`, {
          method: 'POST',
          body,
          headers: token ? { Authorization: `Bearer ${token}` } : {},
        });
        if (!response.ok) throw new Error(`upload answered ${response.status}`);
        dispatch(appApi.util.invalidateTags([{ type: 'RecipePhoto', id: idRecipe }]));
      } catch {
        notify('error', 'Failed to upload photo');
      } finally {
        setUploading(false);
      }
    },
    [compress, dispatch, idRecipe],
  );
  return { upload, uploading };
}

/** Delete is optimistic (catalogue.md section 4): gone from the list at once, back if the call fails. */
export function useDeletePhoto(idRecipe: number) {
  const dispatch = useAppDispatch();
  const [deletePhotos] = useDeleteRecipePhotosMutation();
  return useCallback(
    async (idRecipePhoto: number) => {
      const patch = dispatch(
        appApi.util.updateQueryData('getRecipePhotos', { id: idRecipe }, (photos) => photos.filter((p) => p.idRecipePhoto !== idRecipePhoto)),
      );
      try {
        await deletePhotos({ body: [idRecipePhoto] }).unwrap();
      } catch {
        patch.undo();
        notify('error', 'Failed to delete photo');
      }
    },
    [deletePhotos, dispatch, idRecipe],
  );
}
