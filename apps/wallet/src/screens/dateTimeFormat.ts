/** How the screens show a moment: the activity's date, when an app was connected. */
export const dateTimeFormat = new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
})
