export * from "./demo-members";
