// Counts and limits of SPEC §4 and §9 that are neither time nor display.

export const mfaSkipLogins = 3 // SPEC §4, §9: a skip covers the next 3 logins
export const seedPromptMaxLoginCount = 2 // SPEC §4, §9
export const seedQuizRounds = 3 // SPEC §4, §9
export const seedQuizChoices = 5 // SPEC §4, §9: the right word plus 4 random
export const orientationTourPages = 6 // SPEC §2
export const popupWidthPx = 720 // SPEC §9
export const popupHeightPx = 1_200 // SPEC §9
