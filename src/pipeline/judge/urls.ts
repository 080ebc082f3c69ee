/** A link as the judge compares links: the same rule as collect's. */
export { bareUrl } from "../collect/urls";
