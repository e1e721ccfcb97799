/**
 * A document's type as the reader's page names it. A name the organisation does not know was typed
 * by a person, in a language the product cannot tell, so it is marked as such rather than read out
 * or checked as the page's own words.
 */
export function DocumentTypeName({ doc }: { doc: { doc_type: string; doc_type_name?: string } }) {
  return doc.doc_type_name !== undefined ? <>{doc.doc_type_name}</> : <span lang="">{doc.doc_type}</span>;
}
