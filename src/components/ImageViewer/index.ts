export { ImageViewer, ZOOMED_WIDTH, type ViewerImage } from './ImageViewer'
