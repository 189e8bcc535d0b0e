/**
 * The width a card is drawn at, per Bootstrap breakpoint: the container's content width shared by the row's columns
 * (1 column, 2 from md, 3 from xl; 1.5rem gutters), so the browser picks the smallest file that fills it.
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 456px, (min-width: 768px) 336px, " +
  "(min-width: 576px) 516px, calc(100vw - 24px)";
