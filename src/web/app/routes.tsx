import type { RouteObject } from "@web/lib/router";
import { PageSpinner } from "@web/components/ui/spinner";
import { RouteGuard } from "./guards/route-guard";
import { RootLayout } from "./layout/root-layout";
import { NotFoundPage } from "./not-found-page";
import { LegacyIdeaRedirect, LegacyLoginRedirect } from "./redirects";
import { RouteError } from "./route-error";

/**
 * Every route of the app (spec route tables + DECISIONS.md). Each page is its own chunk, loaded with
 * `lazy` on first visit; guarded pages sit under the one RouteGuard with the access they need.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Errors render inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: { Component: async () => (await import("@web/features/home/home-page")).HomePage } },
          { path: "browse", lazy: { Component: async () => (await import("@web/features/ideas/browse-page")).BrowsePage } },
          { path: "trending", lazy: { Component: async () => (await import("@web/features/trending/trending-page")).TrendingPage } },
          { path: "calendar", lazy: { Component: async () => (await import("@web/features/calendar/calendar-page")).CalendarPage } },
          { path: "retired", lazy: { Component: async () => (await import("@web/features/retired/retired-page")).RetiredPage } },
          // Public: a shared compare link shows every viewer what their own plan allows (issue 26).
          { path: "compare", lazy: { Component: async () => (await import("@web/features/compare/compare-page")).ComparePage } },
          {
            path: "ideas/:slug",
            lazy: { Component: async () => (await import("@web/features/ideas/idea-detail-page")).IdeaDetailPage },
          },
          { path: "idea/:slug", Component: LegacyIdeaRedirect },
          { path: "pricing", lazy: { Component: async () => (await import("@web/features/billing/pricing-page")).PricingPage } },
          { path: "login", lazy: { Component: async () => (await import("@web/features/auth/login-page")).LoginPage } },
          { path: "auth/login", Component: LegacyLoginRedirect },
          { path: "signup", lazy: { Component: async () => (await import("@web/features/auth/signup-page")).SignupPage } },
          {
            path: "auth/callback",
            lazy: { Component: async () => (await import("@web/features/auth/auth-callback-page")).AuthCallbackPage },
          },
          {
            path: "forgot-password",
            lazy: { Component: async () => (await import("@web/features/auth/forgot-password-page")).ForgotPasswordPage },
          },
          {
            path: "reset-password",
            lazy: { Component: async () => (await import("@web/features/auth/reset-password-page")).ResetPasswordPage },
          },
          {
            path: "verify-email",
            lazy: { Component: async () => (await import("@web/features/auth/verify-email-page")).VerifyEmailPage },
          },
          {
            path: "unsubscribe",
            lazy: { Component: async () => (await import("@web/features/mail/unsubscribe-page")).UnsubscribePage },
          },
          { path: "idea-mail/stop", lazy: { Component: async () => (await import("@web/features/history/stop-mail-page")).StopMailPage } },
          { path: "terms", lazy: { Component: async () => (await import("@web/features/content/terms-page")).TermsPage } },
          { path: "privacy", lazy: { Component: async () => (await import("@web/features/content/privacy-page")).PrivacyPage } },
          { path: "faq", lazy: { Component: async () => (await import("@web/features/content/faq-page")).FaqPage } },
          { path: "how-we-score", lazy: { Component: async () => (await import("@web/features/content/how-we-score-page")).HowWeScorePage } },
          { path: "test", lazy: { Component: async () => (await import("@web/features/status/status-page")).StatusPage } },
          {
            path: "dashboard-minimal",
            lazy: {
              Component: async () => (await import("@web/features/dashboard/dashboard-minimal-page")).DashboardMinimalPage,
            },
          },

          {
            element: <RouteGuard access="user" />,
            children: [
              {
                path: "dashboard",
                lazy: { Component: async () => (await import("@web/features/dashboard/dashboard-page")).DashboardPage },
              },
              { path: "saved", lazy: { Component: async () => (await import("@web/features/saved/saved-page")).SavedPage } },
              {
                path: "settings",
                lazy: { Component: async () => (await import("@web/features/account/settings-page")).SettingsPage },
              },
              {
                path: "settings/ai-tools",
                lazy: { Component: async () => (await import("@web/features/api-keys/connect-ai-tools-page")).ConnectAiToolsPage },
              },
              {
                path: "settings/billing",
                lazy: { Component: async () => (await import("@web/features/billing/billing-page")).BillingPage },
              },
              // Signed in, not Pro-guarded: a member who moved off Pro keeps reading the reports they made
              // (reading is not a new use); the page offers the upgrade instead of the form.
              { path: "validate", lazy: { Component: async () => (await import("@web/features/ai/validate-page")).ValidatePage } },
              { path: "validate/:reportId", lazy: { Component: async () => (await import("@web/features/ai/report-page")).ReportPage } },
              // The builder for the founder's own idea; other plans see the upgrade text on the page itself.
              { path: "validate/:reportId/builder", lazy: { Component: async () => (await import("@web/features/ai/report-builder-page")).ReportBuilderPage } },
              {
                // Signed in, not Pro-guarded: other plans see the spec's upgrade text on the page itself.
                path: "idea-builder/:id",
                lazy: { Component: async () => (await import("@web/features/ai/idea-builder-page")).IdeaBuilderPage },
              },
              {
                path: "billing/test-checkout/:id",
                lazy: {
                  Component: async () => (await import("@web/features/billing/test-checkout-page")).TestCheckoutPage,
                },
              },
            ],
          },

          {
            element: <RouteGuard access="pro" />,
            children: [
              { path: "ai-chat", lazy: { Component: async () => (await import("@web/features/ai/ai-chat-page")).AiChatPage } },
              {
                path: "ai-chat/:ideaId",
                lazy: { Component: async () => (await import("@web/features/ai/ai-chat-page")).AiChatPage },
              },
            ],
          },

          {
            path: "admin",
            element: <RouteGuard access="admin" />,
            children: [
              {
                lazy: { Component: async () => (await import("@web/features/admin/components/admin-layout")).AdminLayout },
                children: [
                  {
                    index: true,
                    lazy: {
                      Component: async () => (await import("@web/features/admin/admin-dashboard-page")).AdminDashboardPage,
                    },
                  },
                  {
                    path: "ideas",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-ideas-page")).AdminIdeasPage },
                  },
                  {
                    path: "ideas/generate",
                    lazy: {
                      Component: async () =>
                        (await import("@web/features/admin/admin-generate-idea-page")).AdminGenerateIdeaPage,
                    },
                  },
                  {
                    path: "users",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-users-page")).AdminUsersPage },
                  },
                  {
                    path: "users/:userId",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-user-detail-page")).AdminUserDetailPage },
                  },
                  {
                    path: "subscriptions",
                    lazy: {
                      Component: async () =>
                        (await import("@web/features/admin/admin-subscriptions-page")).AdminSubscriptionsPage,
                    },
                  },
                  {
                    path: "email-subscribers",
                    lazy: {
                      Component: async () =>
                        (await import("@web/features/admin/admin-email-subscribers-page")).AdminEmailSubscribersPage,
                    },
                  },
                  {
                    path: "analytics",
                    lazy: {
                      Component: async () => (await import("@web/features/admin/admin-analytics-page")).AdminAnalyticsPage,
                    },
                  },
                  {
                    path: "ai-usage",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-ai-usage-page")).AdminAiUsagePage },
                  },
                  {
                    path: "settings",
                    lazy: {
                      Component: async () => (await import("@web/features/admin/admin-settings-page")).AdminSettingsPage,
                    },
                  },
                  {
                    path: "outbox",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-outbox-page")).AdminOutboxPage },
                  },
                  {
                    path: "audit",
                    lazy: { Component: async () => (await import("@web/features/admin/admin-audit-page")).AdminAuditPage },
                  },
                  {
                    path: "verification",
                    lazy: {
                      Component: async () => (await import("@web/features/admin/verification/admin-verification-page")).AdminVerificationPage,
                    },
                  },
                ],
              },
            ],
          },

          { path: "*", Component: NotFoundPage },
        ],
      },
    ],
  },
];
