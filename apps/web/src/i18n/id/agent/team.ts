/** Agent centre: the team pages (part of the lazy `agent` namespace). */
export default {};
