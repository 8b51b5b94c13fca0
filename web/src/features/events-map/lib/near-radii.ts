// The radii a reader chooses "near" searches from, in km (the API takes 1–1000). A module of its own: the
// list's controls need it, and must not pull the map's code onto every page.
export const NEAR_RADII_KM = [10, 25, 50, 100, 250, 500, 1000] as const
