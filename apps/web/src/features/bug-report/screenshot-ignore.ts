/**
 * Elements marked with this attribute (the bug-report button and dialog) stay out of the picture. Its
 * own module, so the button on every page does not load the picture's code before it is pressed.
 */
export const SCREENSHOT_IGNORE_ATTRIBUTE = 'data-screenshot-ignore';
