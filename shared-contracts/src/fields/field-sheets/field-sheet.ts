/**
 * The style sheet of one add-on field: its module adopts it as it mounts (dom-kit `adoptStyleSheet`,
 * under `id`), and a server that prints it in the head of a page holding `selector` (as WordPress enqueues
 * a plugin's stylesheet) gives the field its size from the first paint: nothing moves when the module
 * mounts, and the module adds no second copy.
 */
export interface FieldSheet {
  readonly id: string;
  /** The markup the sheet is for: the module's own selector. */
  readonly selector: string;
  readonly css: string;
}
