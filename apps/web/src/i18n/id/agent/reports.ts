/** Agent centre: the reports pages (part of the lazy `agent` namespace). */
export default {};
