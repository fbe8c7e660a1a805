export type { ImageStore } from './image-store';
export { LocalImageStore } from './local-image-store';
export { MediaLibrary, type UploadedFile } from './media-library';
export { imageUploads, uploadedFiles, type UploadLimits } from './image-uploads';
export { variantWidths } from './renditions';
