/** Agent centre: the contracts pages (part of the lazy `agent` namespace). */
export default {};
