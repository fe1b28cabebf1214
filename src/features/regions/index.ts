/** Regions, for code outside src (the browser tests): the key the reader's region is remembered under. */
export { REGION_STORAGE_KEY } from './region-choice';
