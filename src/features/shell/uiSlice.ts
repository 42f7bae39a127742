import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Client-side preferences of the shell, kept across reloads (redux-persist). */
export interface UiState {
  /** Info banners the user closed; the help icon on /ingredients brings them back. */
  hiddenBanners: string[];
}

const initialState: UiState = { hiddenBanners: [] };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    bannerHidden(state, action: PayloadAction<string>) {
      if (!state.hiddenBanners.includes(action.payload)) state.hiddenBanners.push(action.payload);
    },
    bannersReset(state) {
      state.hiddenBanners = [];
    },
  },
  selectors: {
    selectHiddenBanners: (state) => state.hiddenBanners,
    selectIsBannerHidden: (state, banner: string) => state.hiddenBanners.includes(banner),
  },
});

export const { bannerHidden, bannersReset } = uiSlice.actions;
export const { selectHiddenBanners, selectIsBannerHidden } = uiSlice.selectors;
