/**
 * A module of the builder's layout tree (theme-frontend.md §3 "Builder module", §5, §6).
 */
export type BuilderStructureType = 'et_pb_section' | 'et_pb_row' | 'et_pb_row_inner' | 'et_pb_column' | 'et_pb_column_inner';

export interface BuilderModuleAttrs {
  /** A module is locked if it or any ancestor has `locked: 'on'`. */
  readonly locked?: 'on' | 'off';
  readonly disabled?: 'on' | 'off';
  readonly fullwidth?: 'on' | 'off';
  readonly specialty?: 'on' | 'off';
  readonly _deleted?: 'on' | 'off';
  readonly [attr: string]: string | undefined;
}

export interface BuilderModule {
  /** Dot-separated indexes, e.g. `0.1.0.2`; valid only when every part is numeric (§5). */
  readonly address: string;
  /** A structure type, or a module slug such as `et_pb_text`. */
  readonly type: BuilderStructureType | (string & {});
  readonly attrs: BuilderModuleAttrs;
}
