/** What other features use of the recipe photos: the drop zone and picker, and the cover upload. */
export { PhotoUpload } from './PhotoUpload';
export { useUploadPhotos } from './useRecipePhotos';
