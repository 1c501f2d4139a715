export { HonorsCarousel, HONORS_AUTOPLAY_MS, type Honor } from './HonorsCarousel'
export { HonorsGallery } from './HonorsGallery'
export { honorSlide } from './slide'
