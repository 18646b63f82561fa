import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("api/content-webhook", "routes/api.content-webhook.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
