import { Link } from "@web/lib/router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";

/** "Your fit" for a visitor: what would give one. A member's card comes from the founder feature. */
export function FitSignUpCard() {
  return (
    <Card aria-labelledby="idea-fit-title">
      <CardHeader>
        <CardTitle id="idea-fit-title" className="text-base">
          Your fit
        </CardTitle>
        <CardDescription>How this idea matches your skills, time, budget and market.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-slate-600">
          <Link to="/signup" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            Create a free account
          </Link>{" "}
          and describe yourself as a founder to see how ideas fit you.
        </p>
      </CardContent>
    </Card>
  );
}
