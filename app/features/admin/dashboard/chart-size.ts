/** The revenue chart's height, also its placeholder's while the data or the chart's code (visx) loads. */
export const CHART_HEIGHT = 240;
