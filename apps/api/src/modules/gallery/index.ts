// The front door of the gallery module: all that other modules may use of it (decision 105).
export { holdGalleryPhoto } from './gallery.service.ts';
