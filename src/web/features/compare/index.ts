/** What other features use from compare (issue 26 item 3): the Compare button for cards and idea pages. */
export { CompareToggle } from "./components/compare-toggle";
