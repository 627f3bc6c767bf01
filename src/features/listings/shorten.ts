/** The first `limit` characters followed by an ellipsis, or the text itself when it is short enough. */
export function shorten(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).trimEnd()}…`;
}
