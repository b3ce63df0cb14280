/** Page-based back-office lists: one row more than the page is read, so `has_more` costs no count. */
export interface PageRequest {
  page: number;
  page_size: number;
}

export const pageWindow = ({ page, page_size }: PageRequest) => ({
  limit: page_size + 1,
  offset: (page - 1) * page_size,
});

export function pageOf<Row>(rows: Row[], request: PageRequest) {
  return {
    results: rows.slice(0, request.page_size),
    page: request.page,
    page_size: request.page_size,
    has_more: rows.length > request.page_size,
  };
}

/** A user's text inside a LIKE pattern: its `%`, `_` and `\` match themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Collects `WHERE` conditions with numbered parameters: `where.add('x = $?', value)`. */
export class SqlConditions {
  readonly params: unknown[] = [];
  readonly #conditions: string[] = [];

  /** Adds a condition; each `$?` in it takes the next value. */
  add(condition: string, ...values: unknown[]): void {
    let index = 0;
    this.#conditions.push(
      condition.replaceAll('$?', () => {
        this.params.push(values[index++]);
        return `$${this.params.length}`;
      }),
    );
  }

  /** A placeholder for a value used outside the conditions (LIMIT, OFFSET). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  get sql(): string {
    return this.#conditions.length > 0 ? `WHERE ${this.#conditions.join(' AND ')}` : '';
  }
}
