const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are uuids; anything else is unknown rather than a database error. */
export const isRowId = (id: string) => UUID.test(id);
