/**
 * What the gallery's UI takes from `react`, straight from Preact's hooks: in the preact
 * flavour the gallery build resolves `react` here instead of the shared preact/compat
 * (rspack.config.ts), and the gallery page downloads no compat layer (4 KB gz of its budget,
 * bench/src/budgets.ts). Source files keep React's API, so the unit tests still run them under React 19 too.
 * A hook the gallery starts to use must be added here; the build fails on a missing export.
 */
export { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
