/** The shell's public face: the info-banner preferences other features show and reset. */
export { bannerHidden, bannersReset, selectIsBannerHidden } from './uiSlice';
