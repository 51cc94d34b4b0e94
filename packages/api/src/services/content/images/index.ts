export { ImageRefusal, slugOf, storeUploadedImage, type StoredImageRef, type UploadedImage } from './store.ts';
export { readStoredImage, type StoredImageFile } from './read.ts';
