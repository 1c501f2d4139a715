export { HonorsGallery } from './HonorsGallery'
export { honorSlide } from './slide'
