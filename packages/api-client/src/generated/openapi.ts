// Generated from apps/api/openapi.json by scripts/generate.ts. Do not edit.
export interface paths {
    "/.well-known/apple-app-site-association": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Universal links of the iOS app */
        get: operations["getAppleAppSiteAssociation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/assetlinks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Digital asset links of the Android app */
        get: operations["getAssetLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public keys that verify the API's tokens */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_associations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap index of all associations' sitemaps */
        get: operations["getSitemapAssociations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_clubs/association/{association}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap of one association's clubs */
        get: operations["getSitemapClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_competitions/association/{association}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap of one association's competitions */
        get: operations["getSitemapCompetitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_google.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap index of every sitemap */
        get: operations["getSitemapGoogle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_matches/association/{association}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap index of one association's current-season match sitemaps */
        get: operations["getSitemapMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_matches/association/{association}/page/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page (up to 40,000) of an association's current-season matches with both teams, by id */
        get: operations["getSitemapMatchesPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_news": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap of the news articles */
        get: operations["getSitemapNews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/sitemap_teams/association/{association}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sitemap of one association's teams */
        get: operations["getSitemapTeams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/activatePlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enters the code the club's officials handed on: the account holds the record from now on */
        post: operations["activatePlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/activateRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enters the code the club's officials handed on: the account holds the referee record from now on */
        post: operations["activateRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/addClubReporter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lets an account report the club's matches live */
        post: operations["addClubReporter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/addFavorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follows a club, team, competition or player (exactly one field) */
        post: operations["addFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/addTeamAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Added beside the catalogue: a club's admin appoints an account as admin of one of the club's teams */
        post: operations["addTeamAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/changeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a confirmation code to a new address (needs the current password) */
        post: operations["changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/changeNickname": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the nickname */
        post: operations["changeNickname"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; every session ends and the answer is a new one */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/checkPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the account stands with its player profile */
        get: operations["checkPlayerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/checkRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the account stands with its referee profile */
        get: operations["checkRefereeProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/confirmTerms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agrees to the current terms of use */
        post: operations["confirmTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/deleteAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Erases the account and everything that belongs to it; every session ends. The token's session must have begun with a sign-in within the last 10 minutes (403 otherwise) */
        post: operations["deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/deleteFavorite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops following a club, team, competition or player (exactly one field) */
        post: operations["deleteFavorite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/deletePlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to delete the own player profile: a link to confirm goes to the account's address */
        post: operations["deletePlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/deleteRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks to delete the own referee profile: a link to confirm goes to the account's address */
        post: operations["deleteRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/deleteTeamImage/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The address getTeamAdminInfo hands out: removes the team's photo */
        post: operations["deleteTeamImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/exportAccountData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything stored about the account, as JSON (DSGVO Art. 15 and 20; added beside the catalogue) */
        get: operations["exportAccountData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getAccountPlayerData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may see and find the signed-in player's profile */
        get: operations["getAccountPlayerData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getClubReporters/club-id/{club-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The people a club lets report its matches live (for the club's team admins) */
        get: operations["getClubReporters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getClubTeamAdmins/club-id/{club-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Added beside the catalogue: a club's teams and their admins, for the club's admins */
        get: operations["getClubTeamAdmins"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getFavorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the user follows, in the order it was added */
        get: operations["getFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getFavoritesLiveStream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events of the signed-in fan's favourite teams, clubs and competitions (server-sent events) */
        get: operations["getFavoritesLiveStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getMarketingConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's marketing consent */
        get: operations["getMarketingConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getMatchReporting/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match as its reporter sees it: phase, scores, the next phases, player pickers, the latest entry and the standing entries */
        get: operations["getMatchReporting"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getPersonalData1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's personal data, with the fields a linked profile fixes */
        get: operations["getPersonalData1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getPlayerProfileForEdit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in player's own profile with every field and flag it can change */
        get: operations["getPlayerProfileForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getPlayerRegisterInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a registration would meet: the profile's state, the records with the account's names, eligibility */
        get: operations["getPlayerRegisterInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getPromateurConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The own player profile's agreement to the promateur tier and its opt-outs per league */
        get: operations["getPromateurConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getRefereeCareer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The own career entries, newest first */
        get: operations["getRefereeCareer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getRefereeNextMatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in referee's coming matches, soonest first */
        get: operations["getRefereeNextMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getRefereeProfileForEdit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in referee's own profile with every flag and list it can change */
        get: operations["getRefereeProfileForEdit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getRefereeRegisterInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a registration would meet: the profile's state, the records with the account's names, eligibility */
        get: operations["getRefereeRegisterInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getReportableMatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's and running matches the caller may report */
        get: operations["getReportableMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getTeamAdminInfo/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team its admin administers: squads per season, the page's sections, the photo and its addresses */
        get: operations["getTeamAdminInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getTeamAdminList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The teams the signed-in user administers */
        get: operations["getTeamAdminList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getTeamSquadPreview/saison/{saison}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Added beside the catalogue: a team's squad in a season as the public would see it once published */
        get: operations["getTeamSquadPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's account: nickname, profiles, consents */
        get: operations["getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/likeTickerEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Likes a ticker entry (or takes the like back); once per account */
        post: operations["likeTickerEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/parentalConsentRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a parent a link to consent for a minor's account (and linked player profile) */
        post: operations["parentalConsentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/parentalConsentRequestReferee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks a parent to consent to a minor's referee profile (a link to the parent's address) */
        post: operations["parentalConsentRequestReferee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/publishTeamSquad": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes or withdraws a season's squad of a team the user administers */
        post: operations["publishTeamSquad"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordFinalResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enters the final result (provisional until the division manager releases it); a reported match's must match its goals */
        post: operations["recordFinalResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordMatchCard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a card or a time penalty */
        post: operations["recordMatchCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordMatchGoal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a goal while the ball is in play, or a converted kick of the shoot-out */
        post: operations["recordMatchGoal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordMatchPhase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a phase of a match: kickoff (first_half), half time, second half, extra time, penalties, final whistle (full_time) */
        post: operations["recordMatchPhase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordMatchSubstitution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a substitution */
        post: operations["recordMatchSubstitution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/recordTickerText": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a text to the match's live ticker */
        post: operations["recordTickerText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/registerPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claims the association's record of the person; the code goes to the club's officials */
        post: operations["registerPlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/registerRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claims the association's referee record of the person; the code goes to the officials of its club */
        post: operations["registerRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/releaseMatchResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Releases a provisional result (the competition's division manager) */
        post: operations["releaseMatchResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/releasePlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Added beside the catalogue: an official of the player's club ends a wrong account's hold of the player profile */
        post: operations["releasePlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/releaseRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Added beside the catalogue: an official of the referee's club ends a wrong account's hold of the referee profile */
        post: operations["releaseRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/removeClubReporter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends an account's right to report the club's matches */
        post: operations["removeClubReporter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/removeTeamAdmin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Added beside the catalogue: a club's admin ends an account's administration of one of the club's teams */
        post: operations["removeTeamAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/savePlayerSuccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the successes the player enters themselves (shown apart from those the association's data proves) */
        post: operations["savePlayerSuccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/saveRefereeCareer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the own career entries */
        post: operations["saveRefereeCareer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/saveRefereeSpecialMatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the own special matches; one with a matchId must be a match the referee officiated, on its own day */
        post: operations["saveRefereeSpecialMatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/saveRefereeStatisticTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets which statistic types the profile shows (ids of getRefereeMasterData) */
        post: operations["saveRefereeStatisticTypes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/setLogLevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the log level of a logger (accounts with the log-level feature only) */
        post: operations["setLogLevel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/undoMatchEntry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undoes the match's latest entry */
        post: operations["undoMatchEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updateAccountPlayerData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets who may see and find the own profile; the flags sent change, the others stay */
        post: operations["updateAccountPlayerData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updateMarketingConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agrees (confirmed by mail: double opt-in) or withdraws (at once) */
        post: operations["updateMarketingConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updatePersonalData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the personal data; an empty optional field clears it */
        post: operations["updatePersonalData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updatePlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the own profile: the fields sent change, the others stay. With saison and team-id, jersey number, position and captaincy are the squad's of that team and season */
        post: operations["updatePlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updatePromateurConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Agrees to the promateur tier or withdraws, and sets the opt-outs of the current season's leagues */
        post: operations["updatePromateurConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updateRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the own referee profile: the fields sent change, the others stay */
        post: operations["updateRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/updateTeamProfileConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches the sections of a team's page (the current season's team for a permanent id) */
        post: operations["updateTeamProfileConfig"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/uploadTeamImage/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The address getTeamAdminInfo hands out: one JPEG, PNG or WebP photo (multipart field `image`, at most 5 MB and 40 million pixels), stored re-encoded without its metadata; the previous photo is removed */
        post: operations["uploadTeamImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/private/withdrawMatchResult": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraws the match's result, released or not: by the reporter who entered it or the competition's division manager (a released one by the division manager only). The result's entries stay in the report, marked as withdrawn; the match reads as its other entries stand */
        post: operations["withdrawMatchResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getAmateurTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The table of a competition (promateur tier): live while matches run, or as of a matchday */
        get: operations["getAmateurTablePromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getCompetitionInfo/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A competition with its matches (promateur tier; catalogue: redacted {hash}{staffel}) */
        get: operations["getCompetitionInfoPromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getMatchEventTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The types of match events, with the association's codes */
        get: operations["getMatchEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getMatchReport/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match report with event detail (promateur tier; catalogue: redacted {hash}{spiel}) */
        get: operations["getMatchReportPromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getPilotWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pilot selection step 1: the competition types and seasons that have pilot leagues */
        get: operations["getPilotWamOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getPilotWamThree/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pilot selection step 3: the league levels and pilot leagues */
        get: operations["getPilotWamThree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getPilotWamTwo/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pilot selection step 2: the team types with pilot leagues of a competition type */
        get: operations["getPilotWamTwo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getPlayerClubHistory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's club history, newest season first, without the leagues the player opted out of (a player who did not agree to the tier, or opted out of every league asked about, is a 404 like an unknown id) */
        get: operations["getPlayerClubHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getPlayersBlacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The player records hidden at their person's request (confirmed blacklist entries): ids to leave out of any data */
        get: operations["getPlayersBlacklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Selection step 1 (promateur tier): competition types and seasons */
        get: operations["getWamOnePromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getWamThree/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Selection step 3 (promateur tier): league levels and competitions */
        get: operations["getWamThreePromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/getWamTwo/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Selection step 2 (promateur tier): the team types of a competition type */
        get: operations["getWamTwoPromateur"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leagues (championship competitions with a table) of a season, each with its pilot flag */
        get: operations["getPromateurLeagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/pilotLeagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leagues the season's promateur pilot covers */
        get: operations["getPilotLeagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/promateur/players/{id}/opt-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leagues of a season a player may be viewed in through the tier (a player who did not agree to the tier, or opted out of every league asked about, is a 404 like an unknown id) */
        get: operations["getPlayerOptIn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getAmateurFinalsMatches/saison/{saison}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cup finals of a season (Finaltag der Amateure) */
        get: operations["getAmateurFinalsMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getAmateurTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The table of a competition: live while matches run, or as of a matchday */
        get: operations["getAmateurTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getAmateurTables/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Overall (as of a matchday when given), home, away, first-half and second-half tables */
        get: operations["getAmateurTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getAppClubTeamsByClubId2/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every team of a club in a season (the current one without saison), by team type and rank */
        get: operations["getAppClubTeamsByClubId2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getClubFixtures/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fixtures and results of all the club's teams in a season, by kickoff, 50 a page */
        get: operations["getClubFixtures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getClubInfo/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club's facts, public contact data, venues and its teams of the season grouped by kind */
        get: operations["getClubInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getClubPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's club page in one answer, all of the current season: getClubInfo as info, getClubFixtures of the page that holds today's matches (the last page once the season has no match left) as fixtures, and getClubTeamsSuccess of every season as success; 404 for an unknown club */
        get: operations["getClubPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getClubTeamsSuccess/club-id/{club-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club and its teams' places in championship, indoor, futsal and beach soccer competitions: of one season, or of every season (newest first) without saison */
        get: operations["getClubTeamsSuccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getCompetitionInfo/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Round and group information of a competition (catalogue: redacted {hash}{staffel}) */
        get: operations["getCompetitionInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getCompetitionMatchDay/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One matchday (or round) of a competition: the current one by default (catalogue: redacted {hash}{staffel}) */
        get: operations["getCompetitionMatchDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getCompetitionsByTeam/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The competitions of a team in a season (the current one without saison) and its friendly matches */
        get: operations["getCompetitionsByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getCrossTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cross table of a competition with a table: per home team and away team the match(es) and result */
        get: operations["getCrossTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getFairPlayTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fair-play table of a competition whose fair-play table is public */
        get: operations["getFairPlayTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getFevercurveByTeam/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's table position after each matchday played, per league of the season (404 when the team hides its trend) */
        get: operations["getFevercurveByTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getFormTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Form table: each team's latest counted results, ranked like a table over that window */
        get: operations["getFormTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchById1/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One match with everything known about it */
        get: operations["getMatchById1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForAreaMatchday/spielgebiet/{spielgebiet}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current matchday of every league of a playing area (and the areas inside it), highest level first */
        get: operations["getMatchesForAreaMatchday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForAreaToday/spielgebiet/{spielgebiet}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's matches (German time) of a playing area and the areas inside it, by kickoff */
        get: operations["getMatchesForAreaToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForLeaguesAll/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All matches of a competition */
        get: operations["getMatchesForLeaguesAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForLeaguesStart/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The matches of the competition's current matchday or round */
        get: operations["getMatchesForLeaguesStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForLeaguesToday1/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The competition's matches kicking off today (German time) */
        get: operations["getMatchesForLeaguesToday1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForRoundOrGroup1/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All matches of a competition grouped by matchday or round */
        get: operations["getMatchesForRoundOrGroup1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForTeamsStart/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's last three and next three matches (the season's team id or the permanent id for this season) */
        get: operations["getMatchesForTeamsStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchesForTeamsToday/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's matches today */
        get: operations["getMatchesForTeamsToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchLatestNewsArticle/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest article about a match (404 when there is none) */
        get: operations["getMatchLatestNewsArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchNewsListArticles/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Articles about a match, newest first */
        get: operations["getMatchNewsListArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's match page in one answer: getMatchWithReportAndTables as details, getTicker (without ticker-id) as ticker and getTeamComparsion as comparison (null for a bye, which has nobody to compare with); 404 for an unknown match */
        get: operations["getMatchPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchReport/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lineups, events, officials and team officials of a match (catalogue: redacted {hash}{spiel}) */
        get: operations["getMatchReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getMatchWithReportAndTables/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A match with its report, the competition's table and its news */
        get: operations["getMatchWithReportAndTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getPlayerPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's player page in one answer: getPlayerProfile, the current season's getPlayerPerformanceV2 (null when performance is hidden or there is no team this season) and getFevercurveByPlayer for each of today's teams (null while the team hides its trend) (404 like an unknown id when the profile is not public (or a minor's without parental consent)) */
        get: operations["getPlayerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getPlayerPerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's totals in a season (for one team or all): appearances, minutes, goals, cards, substitutions */
        get: operations["getPlayerPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's page by profile reference: facts, club, teams, performance, club history and success (404 like an unknown id when the profile is not public (or a minor's without parental consent)) */
        get: operations["getPlayerProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getPlayerProfileDefault": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's page by player id, the same answer as getPlayerProfile (404 like an unknown id when the profile is not public (or a minor's without parental consent)) */
        get: operations["getPlayerProfileDefault"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getPlayerSuccess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Titles, promotions and cup wins of the teams a player belonged to, newest season first */
        get: operations["getPlayerSuccess"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getRefereePerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A referee's matches of a season (the current one without saison), newest first, paged */
        get: operations["getRefereePerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A referee's public profile: person, club, statistics per season, matches, special matches, career */
        get: operations["getRefereeProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getScorerTable/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top scorers of a competition; own goals never count for the player */
        get: operations["getScorerTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamComparsion/spiel/{spiel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Both teams of a match side by side: table places, form and their earlier meetings */
        get: operations["getTeamComparsion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamFixtures1/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All matches of a team in a season (the current one without saison), by kickoff */
        get: operations["getTeamFixtures1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamNewsListArticles/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's news, newest first (404 when the team hides its news) */
        get: operations["getTeamNewsListArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The website's team page in one answer: the team's profile and seasons, its league's table, its last and next 3 matches, the season's fixtures and squad with arrivals and departures, statistics and fever curve where the team shows its trend, and the comparison before its next match (404 like getTeamProfile) */
        get: operations["getTeamPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamPreviousAndNextMatches/amount-of-matches-before/{amount-of-matches-before}/amount-of-matches-after/{amount-of-matches-after}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's last matches before now and its next ones, across seasons, byes left out (at most 20 each) */
        get: operations["getTeamPreviousAndNextMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamProfile/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's page in one answer (the current season's team for a permanent id); sections the team's profile config hides are left out */
        get: operations["getTeamProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamSquadArrivalsForSeason/saison/{saison}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players who joined a team during a season, latest first */
        get: operations["getTeamSquadArrivalsForSeason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamSquadDeparturesForSeason/saison/{saison}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players who left a team during a season, latest first */
        get: operations["getTeamSquadDeparturesForSeason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamSquadForSeason/saison/{saison}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's squad in a season: the players still in it, by jersey number */
        get: operations["getTeamSquadForSeason"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/protected/getTeamStatistics/team-id/{team-id}/staffel/{staffel}/saison/{saison}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's record in one competition and season: overall, home, away, highest results and recent form (404 when the team hides its trend) */
        get: operations["getTeamStatistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/activateAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Activates an account with the code from its activation mail */
        post: operations["activateAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/blacklistedPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A person asks that no profile of them exists; the code goes to the club's officials (no account needed) */
        post: operations["blacklistedPlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/checkAccountExists/address/{address}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an address has an account (rate-limited) */
        get: operations["checkAccountExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/checkAppVersion/app-type/{app-type}/app-version/{app-version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tells an app whether it must update */
        get: operations["checkAppVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/checkNicknameExists/nickname/{nickname}/firstname/{firstname}/lastname/{lastname}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a nickname is taken, with free proposals when it is */
        get: operations["checkNicknameExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/checkPromateurFeature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller's account has the promateur feature */
        get: operations["checkPromateurFeature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmBlacklistedPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The code the officials handed on: the person is named nowhere from now on */
        post: operations["confirmBlacklistedPlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmChangeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the new address the account's, with the code mailed to it */
        post: operations["confirmChangeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmDeletePlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mailed link's confirmation: the profile is no longer public anywhere and the account lets go of it */
        post: operations["confirmDeletePlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmDeleteRefereeProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mailed link's confirmation: the referee profile is no longer public and the account lets go of it */
        post: operations["confirmDeleteRefereeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmMarketingConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms a marketing agreement with the mailed code */
        post: operations["confirmMarketingConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmParentalConsent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A parent's consent, with the link's verification */
        post: operations["confirmParentalConsent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/confirmRemoveBlacklistedPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The code the officials handed on: the person's records are public again */
        post: operations["confirmRemoveBlacklistedPlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getAmateurStatisticsAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Goals and matches of an association (or a Bezirk, a Kreis, a team type) in a period */
        get: operations["getAmateurStatisticsAssociation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getAmateurStatisticsFilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The choices of the amateur statistics: figures, associations, Bezirke with Kreise, team types, periods */
        get: operations["getAmateurStatisticsFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getAmateurStatisticsMatch/zeitraum/{zeitraum}/stats/{stats}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Matches ranked by a figure in a period */
        get: operations["getAmateurStatisticsMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getAmateurStatisticsPlayer/zeitraum/{zeitraum}/stats/{stats}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Players ranked by a figure in a period (players whose profile or performance is hidden are absent) */
        get: operations["getAmateurStatisticsPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getAmateurStatisticsTeam/zeitraum/{zeitraum}/stats/{stats}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teams ranked by a figure in a period */
        get: operations["getAmateurStatisticsTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getBfvWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Association's own selection, step 1: types, seasons, team types and the playing areas */
        get: operations["getBfvWamOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getBfvWamThree/wettkampftyp/{wettkampftyp}/saison/{saison}/spielklasse/{spielklasse}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Association's own selection, step 3: the competitions of one league level by playing area */
        get: operations["getBfvWamThree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getBfvWamTwo/wettkampftyp/{wettkampftyp}/saison/{saison}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Association's own selection, step 2: league levels with their playing areas */
        get: operations["getBfvWamTwo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getCaptchaChallenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed ALTCHA proof-of-work challenge for the contact forms (valid 10 minutes, single use) */
        get: operations["getCaptchaChallenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getClubCalendar/club-id/{club-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The matches of all a club's teams as a calendar to subscribe to
         * @description One VEVENT per match of the season (byes and open dates left out) in Europe/Berlin time with its VTIMEZONE; `UID` stays the same for a match for good, also when it is moved to a replay; `SEQUENCE` rises with every change of kickoff, venue or calling-off; a match called off is `STATUS:CANCELLED`. The venue is the `LOCATION`. Calendar applications subscribe to it with `webcal://` (added beside the catalogue).
         */
        get: operations["getClubCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getClubsBySearch1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clubs by name (umlaut spellings and small typos tolerated) or near a postal code; with both, the name's matches nearest the postal code first */
        get: operations["getClubsBySearch1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getCompetitionCalendar/staffel/{staffel}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A competition's matches as a calendar to subscribe to
         * @description One VEVENT per match of the season (byes and open dates left out) in Europe/Berlin time with its VTIMEZONE; `UID` stays the same for a match for good, also when it is moved to a replay; `SEQUENCE` rises with every change of kickoff, venue or calling-off; a match called off is `STATUS:CANCELLED`. The venue is the `LOCATION`. Calendar applications subscribe to it with `webcal://` (added beside the catalogue).
         */
        get: operations["getCompetitionCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getCompetitionsByAssociation/saison/{saison}/mandant/{mandant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every competition of an association in a season */
        get: operations["getCompetitionsByAssociation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getContentPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A content page with its Markdown text, the pages above it and the pages directly below it */
        get: operations["getContentPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getContentPages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published content pages (of one section when given), in their editors' order */
        get: operations["getContentPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getFevercurveByPlayer/player-id/{player-id}/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's table position after each matchday of a season's leagues, with whether the player played on that matchday */
        get: operations["getFevercurveByPlayer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getHomepageNewsListArticles1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The association's published news for the home page, newest first */
        get: operations["getHomepageNewsListArticles1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getLiveStream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events of matches, competitions and teams as they are reported (server-sent events) */
        get: operations["getLiveStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getMediaImage/id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A crest, player photo or article image, resized and in the best format the client accepts
         * @description The width snaps up to the next of 32, 64, 128, 256, 512 and 1024 pixels (wider requests get 1024); without it the original size (at most 1024) is served. Raster originals are never enlarged. AVIF or WebP when the Accept header lists them, otherwise PNG (transparency, SVG) or JPEG. Content never changes for an id, so responses may be cached for a year. New renderings wait in a short queue (503 with Retry-After when it is full) and count against the client address's renderings per minute (429 with Retry-After); images already rendered are not counted.
         */
        get: operations["getMediaImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNationWideLeagueLevels/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** League levels of a team type with scorers in the current season, highest first */
        get: operations["getNationWideLeagueLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNationWideScorers/mannschaftsart/{mannschaftsart}/spielklasse/{spielklasse}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top scorers of a league level across every association in the current season */
        get: operations["getNationWideScorers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNationWideTeamTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team types with scorers in the current season, across every association */
        get: operations["getNationWideTeamTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNewsArticle/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published article by its slug, with up to three more of its category */
        get: operations["getNewsArticle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNewsCategories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The news categories with their number of published articles, largest first */
        get: operations["getNewsCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getNicknameProposals/firstname/{firstname}/lastname/{lastname}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Free nicknames made from a first and last name */
        get: operations["getNicknameProposals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPlayerMasterData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The values a player profile is made of: nationalities, positions, feet, live stat types, badges, minimum age */
        get: operations["getPlayerMasterData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPlayerProfileMappings/player-id/{player-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The seasons, teams and clubs a player belongs to, newest first (earlier seasons only with club history) */
        get: operations["getPlayerProfileMappings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPlayoffWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Play-off selection, step 1: playing areas and team types with promotion or relegation play-offs */
        get: operations["getPlayoffWamOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPlayoffWamTwo/spielgebiet/{spielgebiet}/saison/{saison}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Play-off selection, step 2: the play-off competitions of a playing area, season and team type */
        get: operations["getPlayoffWamTwo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPostalCodeCompletions/plz/{plz}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** German postal codes starting with the given digits, with their places */
        get: operations["getPostalCodeCompletions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPushPublicKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes to web push with (applicationServerKey) */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getPushSettings/token/{token}/token-type-id/{token-type-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The categories a device is told of (kickoff, goals, half time, full time, red cards) */
        get: operations["getPushSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getRefereeMasterData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Statistic types a referee can show and the minimum age for a referee profile */
        get: operations["getRefereeMasterData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getSeasonsAndAssociations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seasons, associations, competition types and venue types for the selection steps */
        get: operations["getSeasonsAndAssociations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getSubscriptionIds/token-type-id/{token-type-id}/token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ids a device follows */
        get: operations["getSubscriptionIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a device follows, with the reference type of each */
        get: operations["getSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTeamCalendar/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team's matches as a calendar to subscribe to
         * @description One VEVENT per match of the season (byes and open dates left out) in Europe/Berlin time with its VTIMEZONE; `UID` stays the same for a match for good, also when it is moved to a replay; `SEQUENCE` rises with every change of kickoff, venue or calling-off; a match called off is `STATUS:CANCELLED`. The venue is the `LOCATION`. Calendar applications subscribe to it with `webcal://` (added beside the catalogue). `team-id` is a season's team id or a permanent team id.
         */
        get: operations["getTeamCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTeamPermanentIds/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The permanent id of a team and its team id in every season */
        get: operations["getTeamPermanentIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTeamProfileConfig/team-id/{team-id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which sections a team's page shows (the current season's team for a permanent id) */
        get: operations["getTeamProfileConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTicker": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live ticker of a match; answers If-Modified-Since with 304 while nothing changed */
        get: operations["getTicker"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTopLeagues/saison/{saison}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The top leagues of a season */
        get: operations["getTopLeagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getTopLeagues1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The top leagues of the current season */
        get: operations["getTopLeagues1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getUserMasterData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The options of the registration form (genders) */
        get: operations["getUserMasterData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 1: competition types and seasons of the default association */
        get: operations["getWamOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getWamThree/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 3: league levels and competitions (only one level with spielklasse) */
        get: operations["getWamThree"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/getWamTwo/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 2: team types with competitions of the type in the season */
        get: operations["getWamTwo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with address or nickname and password (added beside the catalogue) */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session a refresh token belongs to (added beside the catalogue) */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/passwordForgottenConfirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the mailed code */
        post: operations["passwordForgottenConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/passwordForgottenRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a code for a new password (the same answer for any name) */
        post: operations["passwordForgottenRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trades a refresh token for a new pair; a reused token ends its whole session (added beside the catalogue) */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/registerAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers an account and mails its activation code (the same answer for a registered address) */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/removeBlacklistedPlayerProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A person on the blacklist asks to be named again; the code goes to the club's officials */
        post: operations["removeBlacklistedPlayerProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/reportAbuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a page or article of the website to the moderators. A signed-in caller needs no captcha; anyone else sends captcha-solution */
        post: operations["reportAbuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/reportTickerAbuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a live ticker entry to the moderators. A signed-in caller needs no captcha; anyone else sends captcha-solution */
        post: operations["reportTickerAbuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/resendActivation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails the activation again with a new code when the address has an account waiting for it (the same answer for any address; added beside the catalogue) */
        post: operations["resendActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/search/text/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Site search: people, competitions, teams, clubs and associations by name (umlaut spellings and small typos tolerated), grouped by type, each group paged */
        get: operations["searchText"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/searchProfiles/text/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profiles by name: fans (by nickname), players and referees who let themselves be found */
        get: operations["searchProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendContactMail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the association */
        post: operations["sendContactMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendContactMail/address/{address}/sender/{sender}/subject/{subject}/captcha-solution/{captcha-solution}/sendCopyToSender/{sendCopyToSender}/content/{content}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends a message to the association (all fields in the path) */
        get: operations["sendContactMailByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendContactMailForAssociation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the named association */
        post: operations["sendContactMailForAssociation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendContactMailForAssociationForMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the named association from an app */
        post: operations["sendContactMailForAssociationForMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendContactMailForMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to the association from an app */
        post: operations["sendContactMailForMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToClubManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to a club */
        post: operations["sendMailToClubManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToClubManager/address/{address}/sender/{sender}/subject/{subject}/captcha-solution/{captcha-solution}/id/{id}/content/{content}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends a message to a club (all fields in the path) */
        get: operations["sendMailToClubManagerByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToClubManagerForMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to a club from an app */
        post: operations["sendMailToClubManagerForMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToDivisionManager": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to a competition's division manager */
        post: operations["sendMailToDivisionManager"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToDivisionManager/staffel/{staffel}/address/{address}/sender/{sender}/subject/{subject}/captcha-solution/{captcha-solution}/content/{content}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends a message to a competition's division manager (all fields in the path) */
        get: operations["sendMailToDivisionManagerByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/sendMailToDivisionManagerForMobile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a message to a competition's division manager from an app */
        post: operations["sendMailToDivisionManagerForMobile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device follows a team, competition, club or match */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A device stops following a team, competition, club or match */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/updatePushSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Switches categories on or off for a device */
        post: operations["updatePushSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v1/public/updateToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves a device's subscriptions and categories to its new token */
        post: operations["updateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v2/protected/getPlayerPerformance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A player's season in detail: every match with minutes, goals and cards, totals and quotes */
        get: operations["getPlayerPerformanceV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v2/public/getBfvWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Association's own selection, step 1, with the number of competitions per season everywhere */
        get: operations["getBfvWamOneV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v2/public/getWamOne": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 1, with the number of competitions per type and season */
        get: operations["getWamOneV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v2/public/getWamThree/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}/mannschaftsart/{mannschaftsart}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 3, competitions grouped by playing area (association, Bezirk, Kreis) */
        get: operations["getWamThreeV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rest/v2/public/getWamTwo/wettkampftyp/{wettkampftyp}/saison/{saison}/mandant/{mandant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competition selection, step 2, with age and gender facts and counts of the team types */
        get: operations["getWamTwoV2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AreaKind: "association" | "bezirk" | "kreis";
        Association: {
            code: string;
            id: string;
            name: string;
            shortName: string;
        };
        ClubFixturesPage: {
            clubId: string;
            matches: components["schemas"]["Match"][];
            /** @description The page size */
            max: number;
            more: boolean;
            offset: number;
            season: {
                id: string;
                isCurrent: boolean;
                label: string;
            };
            total: number;
            /** @description Position in the whole list of the first match from today on (German time): the page to open with is offset = upcomingIndex - upcomingIndex % max; null when the season has no match left */
            upcomingIndex: number | null;
        };
        ClubInfo: {
            address: {
                city: string | null;
                postalCode: string | null;
                street: string | null;
            };
            association: {
                id: string;
                logoUrl: string | null;
                name: string;
                shortName: string;
            };
            /** @description Club colours as CSS hex colours */
            colors: string[];
            contact: {
                name: string | null;
                phone: string | null;
            };
            /** @description Only when the club permits it */
            email?: string;
            foundedYear: number | null;
            id: string;
            /** @description The Kreis the club belongs to */
            kreis: string | null;
            /** @description Media id for the image route; null when the logo is private */
            logoId: string | null;
            logoPrivate: boolean;
            logoUrl: string | null;
            name: string;
            nameSlug: string;
            /** @description The association's club number (Vereinsnummer) */
            number: string;
            season: {
                id: string;
                isCurrent: boolean;
                label: string;
            };
            shortName: string;
            teams: components["schemas"]["ClubTeamGroups"];
            /** @description The club's website */
            url: string | null;
            venues: {
                city: string | null;
                id: string;
                /** @description The club's home ground */
                main: boolean;
                name: string;
                postalCode: string | null;
                street: string | null;
                surface: string;
            }[];
        };
        ClubSummary: {
            associationName: string;
            city: string | null;
            id: string;
            /** @description Media id for the image route; null when the logo is private */
            logoId: string | null;
            logoPrivate: boolean;
            logoUrl: string | null;
            name: string;
            /** @description For the club page /vereine/{nameSlug}/{id} */
            nameSlug: string;
            postalCode: string | null;
            shortName: string;
        };
        ClubTeam: {
            clubId: string;
            competitions: components["schemas"]["ClubTeamCompetition"][];
            /** @description The season's team id */
            teamId: string;
            teamName: string;
            teamPermanentId: string;
            teamTypeId: number;
            teamTypeName: string;
            withdrawn: boolean;
            withoutRating: boolean;
        };
        ClubTeamAdmins: {
            clubId: string;
            teams: {
                admins: {
                    /** @description The nickname of the club admin who appointed them */
                    appointedBy: string | null;
                    nickname: string;
                    /** Format: date-time */
                    since: string;
                }[];
                teamId: string;
                teamName: string;
            }[];
        };
        ClubTeamCompetition: {
            /** @description Championship, IndoorTournament, FutsalLeague, Beachsoccer, Cup, … */
            competitionType: string;
            compoundId: string;
            leagueLevel: string | null;
            name: string;
            shortName: string;
        };
        ClubTeamGroups: {
            /** @description Teams in a beach soccer competition */
            beach: components["schemas"]["ClubTeam"][];
            /** @description Teams in a league (Meisterschaft, or children's match afternoons), and field teams without an indoor, futsal or beach competition */
            championship: components["schemas"]["ClubTeam"][];
            /** @description Teams in a futsal league */
            futsal: components["schemas"]["ClubTeam"][];
            /** @description Teams in an indoor competition (Hallenturniere) */
            indoor: components["schemas"]["ClubTeam"][];
        };
        ClubTeamsSuccess: {
            beachSoccer: components["schemas"]["ClubTeamSuccess"][];
            championship: components["schemas"]["ClubTeamSuccess"][];
            club: components["schemas"]["ClubSummary"];
            futsal: components["schemas"]["ClubTeamSuccess"][];
            indoorChampionship: components["schemas"]["ClubTeamSuccess"][];
        };
        ClubTeamSuccess: {
            /** @description First place in a final table */
            champion: boolean;
            competitionName: string;
            compoundId: string;
            /** @description The competition is over: the place is final */
            finalTable: boolean;
            leagueLevel: string | null;
            matchesPlayed: number | null;
            points: number | null;
            /** @description null where the competition keeps no table or does not rank the team */
            position: number | null;
            season: {
                id: string;
                label: string;
            };
            teamId: string;
            teamName: string;
            teamPermanentId: string;
            teamTypeName: string;
            /** @description promotion, promotionPlayoff, relegationPlayoff, relegation or none */
            zone: string | null;
        };
        ComparisonTeam: {
            clubId: string;
            /** @description The last five results before this match, most recent first, in any competition */
            form: ("won" | "drawn" | "lost")[];
            points: number | null;
            /** @description Place in the competition's current table */
            position: number | null;
            teamName: string;
            teamPermanentId: string;
            teamSeasonId: string;
            /** @description promotion, promotionPlayoff, relegationPlayoff, relegation or none */
            zone: string | null;
        };
        Competition: {
            compoundId: string;
            isTopLeague: boolean;
            leagueLevel: components["schemas"]["LeagueLevel"] | null;
            name: string;
            playingArea: components["schemas"]["PlayingArea"];
            shortName: string;
        };
        CompetitionDetails: {
            breadcrumb: string[];
            competitionType: components["schemas"]["CompetitionType"];
            compoundId: string;
            hasTable: boolean;
            isRoundBased: boolean;
            isTopLeague: boolean;
            leagueLevel: components["schemas"]["LeagueLevel"] | null;
            name: string;
            playingArea: components["schemas"]["PlayingArea"];
            shortName: string;
            teamCount: number;
            teamType: components["schemas"]["TeamType"];
        };
        CompetitionType: {
            basicType: string;
            id: number;
            name: string;
        };
        CrossTableMatch: {
            /** @description The result counts in the competition's table */
            countsInTable: boolean;
            /** @description w (Wertung), u (Sportgerichtsurteil), v (Verwaltungsentscheid) */
            decisionMark: string | null;
            guestGoals: number | null;
            /** @description The score shown; null when there is none or it is private */
            homeGoals: number | null;
            id: string;
            /** @description ISO date-time */
            kickoff: string | null;
            kickoffTimeKnown: boolean;
            /**
             * @description result (played), open (not played yet), live, provisional, postponed, abandoned (not decided yet), rescheduled (old date without its replay here), annulled, awarded (decision: w, u, v), noShow (n.an.), private (children's football: no score)
             * @enum {string}
             */
            mark: "result" | "open" | "live" | "provisional" | "postponed" | "abandoned" | "rescheduled" | "annulled" | "awarded" | "noShow" | "private";
            matchday: number | null;
            /** @description regular, extra_time or penalties */
            period: string | null;
            /** @description German short form: 3:1, 2:0 w, 0:2 n.an., Abse., Abbr., o.E., -:-, ** */
            result: string;
            /** @description The match status (scheduled, finished, postponed, awarded, …) */
            status: string;
        };
        DivisionManager: {
            /** @description Only when the division manager allows it */
            email?: string;
            fullName: string;
            functionName: string;
            id: string;
            /** @description Only when the division manager allows it */
            phone?: string;
            photoUrl: string | null;
        };
        Error: {
            code?: number;
            /** @description The parameter the error is about, by the catalogue's name */
            field?: string;
            kind: components["schemas"]["ErrorKind"];
            message: string;
            reason?: components["schemas"]["ErrorReason"];
        };
        /**
         * @description What went wrong, for programs (a closed vocabulary; the message says it in English for developers)
         * @enum {string}
         */
        ErrorKind: "bad-request" | "invalid-parameter" | "missing-parameter" | "unknown-parameter" | "captcha-invalid" | "unauthorized" | "forbidden" | "not-found" | "conflict" | "payload-too-large" | "rate-limited" | "internal" | "unavailable";
        /**
         * @description Why the named field was refused, where a form says more than that it is wrong
         * @enum {string}
         */
        ErrorReason: "taken" | "too-short" | "too-long" | "too-common" | "wrong-password" | "unchanged" | "consent-required" | "consent-not-needed" | "minute-outside-half" | "phase-out-of-order" | "before-kickoff" | "not-kicked-off" | "after-final-whistle" | "ball-not-in-play" | "not-in-squad" | "not-on-pitch" | "sent-off" | "already-played" | "result-released" | "score-mismatch" | "too-young" | "no-record" | "already-linked" | "no-club-officials" | "no-profile" | "in-the-future" | "ends-before-it-begins" | "not-officiated" | "nothing-to-publish" | "unsupported-image" | "too-large" | "last-admin";
        FormTableEntry: {
            clubId: string | null;
            clubName: string;
            /** @description The window's results, newest last */
            form: {
                /** @description w, u or v for a result fixed by a decision */
                decisionMark: string | null;
                goalsAgainst: number | null;
                /** @description As the table counts it (an award 2:0); null for a private result */
                goalsFor: number | null;
                isHome: boolean;
                isNoShow: boolean;
                /** @description ISO date-time */
                kickoff: string | null;
                matchday: number | null;
                matchId: string;
                opponentTeamId: string;
                opponentTeamName: string;
                /** @description Sieg, Unentschieden or Niederlage, from the team's side */
                result: "S" | "U" | "N";
            }[];
            goalDifference: number;
            goalsMinus: number;
            goalsPlus: number;
            /** @description zg. (withdrawn, results stand) */
            mark: string | null;
            matchesDrawn: number;
            matchesLost: number;
            matchesPlayed: number;
            matchesWon: number;
            /** @description Points over the window, without deductions */
            points: number;
            position: number;
            sharedPlace: boolean;
            /** @description The season's team id */
            teamId: string;
            teamName: string;
            teamPermanentId: string;
        };
        LeagueLevel: {
            areaKind: components["schemas"]["AreaKind"];
            id: number;
            name: string;
            rank: number;
        };
        Match: {
            aborted: boolean;
            annulled: boolean;
            assistant1: string | null;
            /** @description The official's referee id for the page /schiedsrichter/{nameSlug}/{refereeId}; null unless the profile is public */
            assistant1Id: string | null;
            assistant2: string | null;
            /** @description The official's referee id for the page /schiedsrichter/{nameSlug}/{refereeId}; null unless the profile is public */
            assistant2Id: string | null;
            associationLogo: string | null;
            associationName: string;
            associationUuid: string;
            cancellationReason: string | null;
            cancelled: boolean;
            competitionBasicTypeId: number;
            competitionBasicTypeName: string;
            competitionName: string;
            competitionShortName: string;
            /** @description Championship, Cup, Friendly, … */
            competitionType: string;
            /** @description The competition's compound id */
            compoundId: string;
            currentMatchday: number | null;
            divisionManager?: {
                /** @description Only when the division manager allows it */
                email?: string;
                fullName: string;
                functionName: string;
                id: string;
                /** @description Only when the division manager allows it */
                phone?: string;
                photoUrl: string | null;
            } | null;
            extraTime: {
                guest: number;
                home: number;
            } | null;
            fourthOfficial: string | null;
            /** @description The official's referee id for the page /schiedsrichter/{nameSlug}/{refereeId}; null unless the profile is public */
            fourthOfficialId: string | null;
            guestGoals: number | null;
            guestTeam: {
                clubId: string;
                /** @description Media id for the image route; null when the logo is private */
                clubLogoId: string | null;
                clubLogoURL: string | null;
                clubName: string;
                name: string;
                /** @description The season's team id */
                teamId: string;
                teamPermanentId: string;
                withdrawn: boolean;
                withoutRating: boolean;
            } | null;
            halftime: {
                guest: number;
                home: number;
            } | null;
            hasMatchInfo: boolean;
            hasTable: boolean;
            homeGoals: number | null;
            homeTeam: {
                clubId: string;
                /** @description Media id for the image route; null when the logo is private */
                clubLogoId: string | null;
                clubLogoURL: string | null;
                clubName: string;
                name: string;
                /** @description The season's team id */
                teamId: string;
                teamPermanentId: string;
                withdrawn: boolean;
                withoutRating: boolean;
            } | null;
            id: string;
            imageCount: number;
            /** @description The competition is a top league with a named page */
            isTopLeague: boolean;
            /** Format: date-time */
            kickoff: string | null;
            kickoffTimeKnown: boolean;
            leagueLevel: string | null;
            live: boolean;
            liveAddedMinute: number | null;
            liveMinute: number | null;
            liveTickerCount: number;
            matchday: number | null;
            matchNumber: string | null;
            matchReportAvailable: boolean;
            matchStatus: string;
            penalties: {
                guest: number;
                home: number;
            } | null;
            playingArea: string;
            prePublished: boolean;
            /** @description rating (w), court_verdict (u) or administrative (v) */
            ratingType: string | null;
            referee: string | null;
            /** @description The official's referee id for the page /schiedsrichter/{nameSlug}/{refereeId}; null unless the profile is public */
            refereeId: string | null;
            rescheduled: boolean;
            rescheduledFrom: {
                id: string;
                kickoff: string | null;
            } | null;
            rescheduledTo: {
                id: string;
                kickoff: string | null;
            } | null;
            result: {
                countsInTable: boolean;
                decisionMark: string | null;
                period: ("regular" | "extra_time" | "penalties") | null;
                /** @description German short form: 3:1, 2:1 nV, 5:4 nE, Abse., Abbr., n.an., 2:0 w, o.E., ** */
                text: string;
            };
            resultPrivate: boolean;
            roundName: string | null;
            season: string;
            specialRating: string | null;
            spectators: number | null;
            teamType: string;
            tickerUrl: string | null;
            timeState: string | null;
            venue: {
                city: string | null;
                id: string;
                name: string;
                postalCode: string | null;
                street: string | null;
                surface: string;
            } | null;
            videoCount: number;
        };
        MatchEvent: {
            addedMinute: number | null;
            id: string;
            minute: number;
            playerId: string | null;
            playerName: string | null;
            relatedPlayerId: string | null;
            relatedPlayerName: string | null;
            score: {
                guest: number;
                home: number;
            } | null;
            side: "home" | "guest";
            /** @description -2 in, -1 out, 2 yellow, 3 red, 4 yellow-red, 7 goal, 8 own goal, 9 penalty, 13 time penalty */
            type: number;
        };
        MatchList: {
            matches: components["schemas"]["Match"][];
        };
        MatchReport: {
            events: components["schemas"]["MatchEvent"][];
            guest: {
                officials: {
                    functionName: string;
                    name: string;
                }[];
                players: components["schemas"]["ReportPlayer"][];
            };
            home: {
                officials: {
                    functionName: string;
                    name: string;
                }[];
                players: components["schemas"]["ReportPlayer"][];
            };
            lineupAvailable: boolean;
            matchId: string;
            matchInfo: {
                assistant1: string | null;
                assistant2: string | null;
                fourthOfficial: string | null;
                referee: string | null;
                spectators: number | null;
            };
        };
        MatchStatisticsEntry: {
            competition: {
                id: string;
                name: string;
            };
            guest: components["schemas"]["StatisticsTeam"];
            guestGoals: number;
            home: components["schemas"]["StatisticsTeam"];
            homeGoals: number;
            /** Format: date-time */
            kickoffAt: string | null;
            matchId: string;
            rank: number;
            value: number;
        };
        MatchTeam: {
            clubId: string;
            /** @description Media id for the image route; null when the logo is private */
            clubLogoId: string | null;
            clubLogoURL: string | null;
            clubName: string;
            name: string;
            /** @description The season's team id */
            teamId: string;
            teamPermanentId: string;
            withdrawn: boolean;
            withoutRating: boolean;
        };
        MatchTicker: {
            copyright: string;
            currentTimestamp: string;
            duration: number;
            duration_sections: number;
            events: {
                addedMinute: number | null;
                minute: number;
                playerName: string | null;
                side: string;
                type: number;
            }[];
            extratime_duration: number;
            guest_team: string;
            home_team: string;
            id: string;
            is_doubt_possible: boolean;
            /** Format: date-time */
            kickoff_extratime_first_half: string | null;
            /** Format: date-time */
            kickoff_extratime_second_half: string | null;
            /**
             * Format: date-time
             * @description When the first half began (a match reported live)
             */
            kickoff_first_half: string | null;
            /** Format: date-time */
            kickoff_penalties: string | null;
            /** Format: date-time */
            kickoff_second_half: string | null;
            live: boolean;
            liveticker_enabled: boolean;
            matchId: string;
            matchstarttime: string | null;
            matchStatusId: string;
            penalty_shootout_goals: {
                guest: number | null;
                home: number | null;
            };
            score: {
                guest: number | null;
                home: number | null;
            };
            score_halftime: {
                guest: number | null;
                home: number | null;
            };
            should_update: boolean;
            tickers: {
                addedMinute: number | null;
                /** Format: date-time */
                createdAt: string;
                id: string;
                likeCount: number;
                minute: number | null;
                text: string;
                type: number | null;
            }[];
            time_running: boolean;
            time_state: string | null;
            timeplayed: number | null;
            visible: boolean;
        };
        MatchWithReportAndTables: {
            articles: components["schemas"]["NewsArticle"][];
            lineupAvailable: boolean;
            match: components["schemas"]["Match"];
            nextMatchId: string | null;
            previousMatchId: string | null;
            report: components["schemas"]["MatchReport"];
            reportAvailable: boolean;
            tableAvailable: boolean;
            tables: components["schemas"]["Table"][];
        };
        NamedReference: {
            id: string;
            name: string;
        };
        NewsArticle: {
            category: string | null;
            /** @description The article's page on the website */
            detailUrl: string;
            /** @description The API's image route for the article image */
            imageUrl: string | null;
            introText: string;
            likeCount: number;
            /** @description The content type, e.g. { id: CMS_NEWS, label: Verbandsnews } */
            postType: {
                id: string;
                label: string;
            };
            /** Format: date-time */
            publishedAt: string;
            text: string;
            title: string;
            /** Format: uuid */
            uuid: string;
        };
        PlayerFeverCurve: {
            curves: {
                competitionName: string;
                compoundId: string;
                entries: {
                    matchday: number;
                    /** @description null when the player hides performance */
                    played: boolean | null;
                    position: number;
                }[];
                teamsTotal: number;
            }[];
            playerId: string;
            season: string;
            teamPermanentId: string;
            teamSeasonId: string;
        };
        PlayerMapping: {
            /** Format: date */
            joinedOn: string | null;
            /** Format: date */
            leftOn: string | null;
            season: string;
            seasonLabel: string;
            team: components["schemas"]["PlayerTeam"];
        };
        PlayerOwnSuccess: {
            description: string | null;
            title: string;
            year: number;
        };
        PlayerPerformance: {
            /** @description By kickoff; empty when performance is hidden */
            entries: components["schemas"]["PlayerPerformanceEntry"][];
            goals: number | null;
            goalsAgainst: number | null;
            goalsAgainstQuote: number | null;
            goalsQuote: number | null;
            playedMatches: number | null;
            playedMinutes: number | null;
            playerId: string;
            /** @description The team's points per appearance, two decimals */
            pointsQuote: number | null;
            redCards: number | null;
            /** @description Times the player went off */
            replacements: number | null;
            season: string;
            /** @description Times the player came on */
            substitutions: number | null;
            teamSeasonId: string | null;
            /** @description Which values the player shows; hidden values are null */
            visibility: {
                goals: boolean;
                inAddMinute: boolean;
                inCount: boolean;
                inMinute: boolean;
                outAddMinute: boolean;
                outCount: boolean;
                outMinute: boolean;
                playedTime: boolean;
                redCards: boolean;
                yellowCards: boolean;
                yellowRedCards: boolean;
            };
            yellowCards: number | null;
            yellowRedCards: number | null;
        };
        PlayerPerformanceEntry: {
            competitionName: string;
            compoundId: string;
            goals: number | null;
            /** @description Goals the player's team conceded while the player was on */
            goalsAgainst: number | null;
            guestGoals: number | null;
            guestTeam: {
                teamName: string;
                teamSeasonId: string | null;
            };
            homeGoals: number | null;
            homeTeam: {
                teamName: string;
                teamSeasonId: string | null;
            };
            inAddMinute: number | null;
            inMinute: number | null;
            /** Format: date-time */
            kickoffAt: string | null;
            matchday: number | null;
            matchId: string;
            outAddMinute: number | null;
            outMinute: number | null;
            playedMinutes: number | null;
            redCards: number | null;
            /** @description The result in German short form, as the match object's result.text (2:1 nV, 2:0 w, …) */
            result: string;
            starter: boolean;
            /** @description The team the player played for */
            teamSeasonId: string;
            yellowCards: number | null;
            yellowRedCards: number | null;
        };
        PlayerProfile: {
            alternativePositions: string[];
            captain: boolean;
            club: {
                clubId: string;
                clubLogoUrl: string | null;
                clubName: string;
            } | null;
            /** @description Newest season first; null when the player hides it */
            clubHistory: {
                season: string;
                seasonLabel: string;
                teams: components["schemas"]["PlayerTeam"][];
            }[] | null;
            /**
             * Format: date
             * @description null unless the player shows it
             */
            dateOfBirth: string | null;
            firstName: string;
            /** @description left, right or both */
            foot: string | null;
            images: {
                copyright: string | null;
                url: string;
            }[];
            /** @description The first photo */
            imageUrl: string | null;
            jerseyNumber: number | null;
            lastName: string;
            /** @description null unless the player shows it */
            nationality: string | null;
            nickname: string | null;
            /** @description What the player entered themselves, newest year first; empty when the player hides their details */
            ownSuccess: components["schemas"]["PlayerOwnSuccess"][];
            /** @description Newest season first; null when the player hides it */
            performance: components["schemas"]["PlayerSeasonPerformance"][] | null;
            playerId: string;
            /** @description goalkeeper, defender, midfielder or forward */
            position: string | null;
            /** @description Height in cm */
            size: number | null;
            success: components["schemas"]["PlayerSuccess"][];
            /** @description The current season's teams the player is in today */
            teams: components["schemas"]["PlayerTeam"][];
            /** @description The id of the user account that owns the profile, if any */
            userRef: string | null;
            visibility: {
                cards: boolean;
                clubHistory: boolean;
                dateOfBirth: boolean;
                nationality: boolean;
                performance: boolean;
                /** @description Search engines may index the profile page (searchableExtern) */
                searchEngines: boolean;
            };
            /** @description Weight in kg */
            weight: number | null;
        };
        PlayerProfileStatus: {
            /** @description Pending: whose officials hold the code; active: the record's club */
            clubName: string | null;
            /** @description Whether the public sees the profile now */
            isPublic: boolean;
            /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequest) */
            parentalConsentRequired: boolean;
            /** @description The linked record (active only) */
            playerId: string | null;
            /**
             * Format: date-time
             * @description When the pending claim was made
             */
            requestedAt: string | null;
            /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
            status: "none" | "pending" | "active";
        };
        PlayerSeasonPerformance: {
            /** @description Goals and penalty goals; own goals never count */
            goals: number;
            /** @description Appearances: started, or came on */
            matches: number;
            minutes: number;
            redCards: number | null;
            /** @description Times the player went off */
            replacements: number;
            season: string;
            seasonLabel: string;
            /** @description Times the player came on */
            substitutions: number;
            team: components["schemas"]["PlayerTeam"];
            /** @description null when the player hides cards */
            yellowCards: number | null;
            yellowRedCards: number | null;
        };
        PlayerStatisticsEntry: {
            /** @description Goals and penalty goals; own goals never count for the player */
            goals: number;
            /** @description Matches played (started, or came on) */
            matches: number;
            penaltyGoals: number;
            player: {
                firstName: string;
                id: string;
                lastName: string;
            };
            /** @description Equal figures share a rank */
            rank: number;
            team: components["schemas"]["StatisticsTeam"];
            /** @description The figure the list ranks by */
            value: number;
        };
        PlayerSuccess: {
            /** @description champion: first place of a final table; promotion: a promotion place of it; cupWinner: won the final */
            achievement: "champion" | "promotion" | "cupWinner";
            competitionName: string;
            /** @description Championship, Cup, FutsalLeague, … */
            competitionType: string;
            compoundId: string;
            /** @description Final place in the table; null for a cup */
            position: number | null;
            season: string;
            seasonLabel: string;
            team: components["schemas"]["PlayerTeam"];
        };
        PlayerTeam: {
            clubId: string;
            clubName: string;
            teamName: string;
            teamPermanentId: string;
            teamSeasonId: string;
            /** @description Herren, A-Junioren, … */
            teamType: string;
        };
        /** @description Spielgebiet: the association, a Bezirk or a Kreis; a Kreis names its Bezirk too */
        PlayingArea: {
            bezirk: components["schemas"]["NamedReference"] | null;
            id: string;
            kind: components["schemas"]["AreaKind"];
            kreis: components["schemas"]["NamedReference"] | null;
            name: string;
        };
        PlayingAreaWithCounts: {
            bezirk: components["schemas"]["NamedReference"] | null;
            /** @description Competitions per season, only seasons that have any */
            competitionCounts: {
                competitionCount: number;
                seasonId: string;
            }[];
            id: string;
            kind: components["schemas"]["AreaKind"];
            kreis: components["schemas"]["NamedReference"] | null;
            name: string;
        };
        PromateurLeague: {
            breadcrumb: string[];
            competitionType: components["schemas"]["CompetitionType"];
            compoundId: string;
            hasTable: boolean;
            /** @description The league is covered by the season's promateur pilot */
            isPilot: boolean;
            isRoundBased: boolean;
            isTopLeague: boolean;
            leagueLevel: components["schemas"]["LeagueLevel"] | null;
            name: string;
            playingArea: components["schemas"]["PlayingArea"];
            shortName: string;
            teamCount: number;
            teamType: components["schemas"]["TeamType"];
        };
        PromateurMatchReport: {
            appVenue: {
                city: string | null;
                id: string;
                name: string;
                postalCode: string | null;
                street: string | null;
                surface: string;
            } | null;
            association: {
                id: string;
                name: string;
            };
            competitionId: string;
            competitionName: string;
            competitionType: {
                id: number;
                name: string;
            };
            events: {
                addedMinute: number | null;
                id: string;
                minute: number;
                /** @description Null where the player may not be named in the tier */
                playerId: string | null;
                relatedPlayerId: string | null;
                score: {
                    guest: number;
                    home: number;
                } | null;
                side: "home" | "guest";
                /** @description An event type of getMatchEventTypes */
                type: number;
            }[];
            /** @description Minutes of extra time, both halves */
            extraTimeDuration: number;
            guestTeamInfo: {
                clubId: string | null;
                clubLogoUrl: string | null;
                clubName: string | null;
                goals: number | null;
                goalsHalftime: number | null;
                teamName: string | null;
                teamPermanentId: string | null;
                teamSeasonId: string | null;
            };
            homeTeamInfo: {
                clubId: string | null;
                clubLogoUrl: string | null;
                clubName: string | null;
                goals: number | null;
                goalsHalftime: number | null;
                teamName: string | null;
                teamPermanentId: string | null;
                teamSeasonId: string | null;
            };
            /** @description Minutes of the half-time break */
            intermissionDuration: number;
            leagueLevel: {
                id: number;
                name: string;
            } | null;
            /** @description Minutes of regular time */
            matchDuration: number;
            /** @description Halves of regular time */
            matchDurationSections: number;
            matchId: string;
            matchInfo: {
                goalsExtraTime: {
                    guest: number;
                    home: number;
                } | null;
                /** Format: date-time */
                kickoffAt: string | null;
                matchday: number | null;
                penalties: {
                    guest: number;
                    home: number;
                } | null;
                referee: string | null;
                /** @description Children's football: no score, events or players */
                resultPrivate: boolean;
                roundName: string | null;
                spectators: number | null;
                status: string;
            };
            /** @description The competition's match after, by kickoff */
            nextMatchId: string | null;
            /** @description Only players who agreed to the promateur tier and did not opt out of this league; nobody else is named */
            players: {
                /** @description Only where the player shows the date of birth */
                birthYear: number | null;
                captain: boolean;
                firstName: string;
                keeper: boolean;
                lastName: string;
                number: number | null;
                playerId: string;
                position: string | null;
                side: "home" | "guest";
                substitute: boolean;
            }[];
            playingArea: {
                id: string;
                name: string;
            };
            /** @description The competition's match before, by kickoff */
            prevMatchId: string | null;
            roundBased: boolean;
            season: {
                id: string;
                label: string;
            };
            teamType: {
                id: number;
                name: string;
            };
        };
        RefereeCards: {
            red: number;
            yellow: number;
            yellowRed: number;
        };
        RefereePerformanceEntry: {
            /** @description Cards shown in the match as its referee; null in other roles, for a private result or when the referee hides cards */
            cards: {
                red: number;
                yellow: number;
                yellowRed: number;
            } | null;
            match: components["schemas"]["Match"];
            /** @description The referee's role in the match */
            role: "referee" | "assistant_1" | "assistant_2" | "fourth_official";
        };
        RefereePerformancePage: {
            entries: components["schemas"]["RefereePerformanceEntry"][];
            max: number;
            more: boolean;
            offset: number;
            refereeId: string;
            season: string;
            total: number;
        };
        RefereeProfile: {
            /** @description Oldest first; null when the referee hides the career */
            career: {
                description: string;
                fromYear: number;
                toYear: number | null;
            }[] | null;
            club: {
                id: string;
                /** @description Null for a private crest */
                logoUrl: string | null;
                name: string;
                nameSlug: string;
            } | null;
            /** @description Competitions of the current season the referee led matches in, most matches first */
            competitions: {
                competitionType: string;
                compoundId: string;
                leagueLevel: string | null;
                /** @description Matches led; null when the referee hides type 1 */
                matchesAsReferee: number | null;
                name: string;
                playingArea: string;
                shortName: string;
                teamType: string;
            }[];
            nameSlug: string;
            performance: components["schemas"]["RefereePerformancePage"] | null;
            /** @description Seasons with matches, newest first; empty when the referee hides performance */
            performanceSeasons: {
                season: string;
                seasonLabel: string;
            }[];
            profile: {
                /** @description Year */
                activeSince: number;
                /**
                 * Format: date
                 * @description Only when the referee shows it
                 */
                dateOfBirth: string | null;
                firstName: string;
                imageUrl: string | null;
                lastName: string;
                /** @description Highest level the referee is listed for, e.g. Bayernliga */
                level: string;
                /** @description Only when the referee shows it */
                nationality: string | null;
                nickname: string | null;
            };
            /** @description The referee's own id, for /schiedsrichter/{nameSlug}/{refereeId} */
            refereeId: string;
            specialMatches: {
                description: string;
                id: string;
                matchId: string | null;
                /** Format: date */
                playedOn: string;
                remark: string | null;
            }[];
            /** @description Per season with matches, newest first */
            statistics: components["schemas"]["RefereeSeasonStatistics"][];
            /** @description The statistic types the referee shows (master data) */
            statisticTypes: number[];
        };
        RefereeProfileStatus: {
            /** @description Pending: whose officials hold the code; active: the club */
            clubName: string | null;
            /** @description Whether the public sees the profile now */
            isPublic: boolean;
            /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequestReferee) */
            parentalConsentRequired: boolean;
            /** @description The linked record (active only) */
            refereeId: string | null;
            /** Format: date-time */
            requestedAt: string | null;
            /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
            status: "none" | "pending" | "active";
        };
        RefereeSeasonStatistics: {
            cards: components["schemas"]["RefereeCards"] | null;
            /** @description Over the matches led with a public result (two decimals); null for none or type 2 hidden */
            goalsPerMatch: number | null;
            matchesAsAssistant: number | null;
            matchesAsFourthOfficial: number | null;
            /** @description Matches led; null when the referee hides type 1 */
            matchesAsReferee: number | null;
            season: string;
            seasonLabel: string;
        };
        ReportingAnswer: {
            /** @description The entry written (for undo) */
            entryId: string;
            /** @description After extra time, regular time included */
            extraTime: {
                guest: number;
                home: number;
            } | null;
            halftime: {
                guest: number;
                home: number;
            } | null;
            matchId: string;
            /** @description The phases that may follow */
            nextPhases: ("pre_match" | "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time")[];
            penalties: {
                guest: number;
                home: number;
            } | null;
            /**
             * Format: date-time
             * @description When the current phase began
             */
            phaseStartedAt: string | null;
            /** @description After regular time, running while it is played */
            score: {
                guest: number;
                home: number;
            } | null;
            /** @description scheduled, live, provisional (ended, not yet released) or finished */
            status: string;
            /** @enum {string} */
            timeState: "pre_match" | "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time";
        };
        ReportPlayer: {
            captain: boolean;
            firstName: string;
            keeper: boolean;
            lastName: string;
            number: number | null;
            /** @description null when the player's profile is not public */
            playerId: string | null;
            substitute: boolean;
        };
        SearchAssociation: {
            id: string;
            name: string;
        };
        SearchClub: {
            city: string | null;
            id: string;
            /** @description League level of the first team this season, e.g. Regionalliga */
            levelLabel: string | null;
            /** @description null when the club keeps its logo private */
            logoUrl: string | null;
            name: string;
            /** @description For the club page /vereine/{nameSlug}/{id} */
            nameSlug: string;
            postalCode: string | null;
        };
        SearchCompetition: {
            /** @description The compound id */
            id: string;
            leagueLevel: string | null;
            name: string;
            /** @description For the page /ergebnisse/wettbewerb/{nameSlug}/{id} */
            nameSlug: string;
            season: {
                id: string;
                label: string;
            };
            teamType: string;
        };
        SearchFan: {
            nickname: string;
        };
        SearchGroup: {
            items: components["schemas"]["SearchPerson"][];
            label: string;
            max: number;
            more: boolean;
            offset: number;
            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
            total: number;
            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
            totalCapped: boolean;
            /** @enum {string} */
            type: "person";
        } | {
            items: components["schemas"]["SearchCompetition"][];
            label: string;
            max: number;
            more: boolean;
            offset: number;
            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
            total: number;
            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
            totalCapped: boolean;
            /** @enum {string} */
            type: "competition";
        } | {
            items: components["schemas"]["SearchTeam"][];
            label: string;
            max: number;
            more: boolean;
            offset: number;
            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
            total: number;
            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
            totalCapped: boolean;
            /** @enum {string} */
            type: "team";
        } | {
            items: components["schemas"]["SearchClub"][];
            label: string;
            max: number;
            more: boolean;
            offset: number;
            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
            total: number;
            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
            totalCapped: boolean;
            /** @enum {string} */
            type: "club";
        } | {
            items: components["schemas"]["SearchAssociation"][];
            label: string;
            max: number;
            more: boolean;
            offset: number;
            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
            total: number;
            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
            totalCapped: boolean;
            /** @enum {string} */
            type: "association";
        };
        SearchPerson: {
            clubId: string | null;
            /** @description The club's crest; null without a club or when the club keeps its logo private */
            clubLogoUrl: string | null;
            clubName: string | null;
            firstName: string;
            kind: "player" | "referee";
            lastName: string;
            nameSlug: string;
            /** @description A player's page /spieler/{nameSlug}/{playerId} */
            playerId: string | null;
            /** @description A referee's page /schiedsrichter/{nameSlug}/{refereeId} */
            refereeId: string | null;
            /** @description The player's account, for /spieler/userid/{nameSlug}/{userRef}; null without one */
            userRef: string | null;
        };
        SearchTeam: {
            clubId: string;
            /** @description The club's crest; null when the club keeps its logo private */
            clubLogoUrl: string | null;
            clubName: string;
            /** @description League level this season */
            levelLabel: string | null;
            name: string;
            /** @description For the team page /mannschaften/{nameSlug}/{teamPermanentId} */
            nameSlug: string;
            teamPermanentId: string;
            teamTypeName: string;
        };
        Season: {
            id: string;
            isCurrent: boolean;
            label: string;
        };
        SquadEntry: {
            arrivedFrom: {
                clubId: string;
                clubName: string;
            } | null;
            captain: boolean;
            /**
             * Format: date
             * @description null unless the player shows it
             */
            dateOfBirth: string | null;
            departedTo: {
                clubId: string;
                clubName: string;
            } | null;
            firstName: string;
            imageUrl: string | null;
            jerseyNumber: number | null;
            /**
             * Format: date
             * @description Set when the player joined during the season
             */
            joinedOn: string | null;
            keeper: boolean;
            lastName: string;
            /**
             * Format: date
             * @description Set when the player left during the season
             */
            leftOn: string | null;
            /** @description null unless the player shows it */
            nationality: string | null;
            playerId: string;
            /** @description goalkeeper, defender, midfielder or forward */
            position: string | null;
            /** @description Finished matches for this team with a public result; null when the player hides performance, cards null when the player hides cards */
            statistics: {
                goals: number;
                matches: number;
                redCards: number | null;
                yellowCards: number | null;
                yellowRedCards: number | null;
            } | null;
        };
        StatisticsTeam: {
            club: {
                id: string;
                name: string;
            };
            /** @description The season's team id */
            id: string;
            name: string;
            permanentId: string;
        };
        Table: {
            /** @description German note naming the rule that ranked the table */
            comment: string;
            compoundId: string;
            entries: components["schemas"]["TableEntry"][];
            goalsTotal: number;
            isFinalTable: boolean;
            /** @description The table counts matches in progress */
            live: boolean;
            matchday: number | null;
            matchesTotal: number;
            promotionCount: number;
            promotionPlayoffCount: number;
            rankedBy: "points" | "pointsQuotient";
            relegationCount: number;
            relegationPlayoffCount: number;
            /** @description Name of the tie-break profile */
            tieBreakRule: string;
            unranked: {
                mark: string | null;
                /** @description out_of_competition or withdrawn */
                reason: string;
                teamId: string;
                teamName: string;
            }[];
            /** @description overall, home, away, firstHalf, secondHalf, live or asOfMatchday */
            variant: string;
        };
        TableEntry: {
            clubId: string | null;
            clubLogoId: string | null;
            clubLogoURL: string | null;
            clubName: string;
            goalDifference: number;
            goalsMinus: number;
            goalsPlus: number;
            live: boolean;
            /** @description zg. (withdrawn, results stand) or oW (out of competition) */
            mark: string | null;
            matchesDrawn: number;
            matchesLost: number;
            matchesPlayed: number;
            matchesWon: number;
            points: number;
            pointsDeducted: number;
            pointsQuotient: number;
            position: number;
            sharedPlace: boolean;
            /** @description The season's team id */
            teamId: string;
            teamName: string;
            teamPermanentId: string;
            trend: "up" | "down" | "same";
            /** @description promotion, promotionPlayoff, relegationPlayoff, relegation or none */
            zone: string;
        };
        TeamAdminInfo: {
            teamAdmin: {
                clubId: string;
                clubName: string;
                config: components["schemas"]["TeamProfileConfig"];
                /** @description The team photo of that season */
                imageUrl: string | null;
                season: string;
                /** @description Every season of the team, newest first */
                squads: {
                    isCurrent: boolean;
                    /** @description The season's squad has players (publishing it shows something) */
                    publishable: boolean;
                    /** @description The season's squad is published */
                    publishData: boolean;
                    season: string;
                    seasonLabel: string;
                    /** @description Players in the squad, public or not */
                    squadSize: number;
                    teamSeasonId: string;
                }[];
                teamName: string;
                teamPermanentId: string;
                /** @description The current season's team (or the season's team id asked for) */
                teamSeasonId: string;
            };
            /** @description Where the team photo is removed (POST) */
            teamImageDeleteUrl: string;
            /** @description Where the team photo is uploaded (POST, multipart `image`) */
            teamImageUploadUrl: string;
        };
        TeamComparison: {
            guest: components["schemas"]["ComparisonTeam"];
            headToHead: {
                draws: number;
                guestTeamGoals: number;
                guestTeamWins: number;
                homeTeamGoals: number;
                homeTeamWins: number;
                played: number;
            };
            home: components["schemas"]["ComparisonTeam"];
            /** @description Earlier meetings of the two teams, most recent first (5 at most) */
            matches: components["schemas"]["Match"][];
            matchId: string;
            /** @description The home team's season id */
            teamSeasonId: string;
        };
        TeamCompetition: {
            /** @description Championship, Cup, Friendly, … */
            competitionType: string;
            competitionTypeId: number;
            competitionTypeName: string;
            compoundId: string;
            fairnessTablePublic: boolean;
            isTopLeague: boolean;
            leagueLevel: string | null;
            name: string;
            playingArea: string;
            roundBased: boolean;
            season: string;
            shortName: string;
            tableAvailable: boolean;
            teamType: string;
            topScorersListAvailable: boolean;
        };
        TeamFeverCurve: {
            curves: {
                competitionName: string;
                compoundId: string;
                entries: {
                    matchday: number;
                    position: number;
                }[];
                teamsTotal: number;
            }[];
            season: string;
            teamPermanentId: string;
            teamSeasonId: string;
        };
        TeamFixtures: {
            matches: components["schemas"]["Match"][];
            season: string;
            teamPermanentId: string;
            teamSeasonId: string;
        };
        TeamMatchesAround: {
            /** @description From now on, by kickoff; open dates last */
            nextMatches: components["schemas"]["Match"][];
            /** @description Kicked off before now, by kickoff (latest last) */
            previousMatches: components["schemas"]["Match"][];
            teamPermanentId: string;
        };
        TeamPermanentIds: {
            clubId: string;
            /** @description The id asked about */
            teamId: string;
            teamPermanentId: string;
            /** @description Oldest season first */
            teamSeasons: {
                isCurrent: boolean;
                name: string;
                season: string;
                seasonLabel: string;
                teamSeasonId: string;
            }[];
        };
        TeamProfile: {
            /** @description The team's five newest articles */
            articles?: components["schemas"]["NewsArticle"][];
            clubId: string;
            /** @description null when the club keeps its logo private */
            clubLogoUrl: string | null;
            clubName: string;
            competitions: components["schemas"]["TeamCompetition"][];
            config: components["schemas"]["TeamProfileConfig"];
            fairplayTableEntry?: {
                competitionName: string;
                compoundId: string;
                entry: {
                    matchesPlayed: number;
                    points: number;
                    pointsPerMatch: number | null;
                    position: number;
                    redCards: number;
                    sharedPlace: boolean;
                    suspendedMatches: number;
                    teamId: string;
                    teamName: string;
                    yellowCards: number;
                    yellowRedCards: number;
                };
            } | null;
            imageUrl: string | null;
            /** @description The last five matches before now, most recent first */
            lastMatches: components["schemas"]["Match"][];
            scorerTableEntries?: {
                competitionName: string;
                compoundId: string;
                /** @description The team's players in its league's scorer list */
                entries: {
                    clubId: string | null;
                    firstName: string;
                    goals: number;
                    lastName: string;
                    penaltyGoals: number;
                    /** @description null when the player's profile is not public */
                    playerId: string | null;
                    position: number;
                    sharedPlace: boolean;
                    teamId: string;
                    teamName: string;
                }[];
            } | null;
            season: string;
            /** @description The team's row in its league's current table */
            tableEntry: {
                competitionName: string;
                compoundId: string;
                entry: components["schemas"]["TableEntry"];
            } | null;
            teamName: string;
            teamPermanentId: string;
            /** @description The team's officials; contact data only where they allow it */
            teamPositions: {
                email?: string;
                firstName: string;
                /** @description Trainer, Co-Trainer, Betreuer, … */
                functionName: string;
                lastName: string;
                phone?: string;
            }[];
            teamSeasonId: string;
            teamStatistic?: {
                highestDraw: components["schemas"]["Match"] | null;
                highestLost: components["schemas"]["Match"] | null;
                highestWin: components["schemas"]["Match"] | null;
            };
            teamSuccess?: components["schemas"]["TeamSuccess"][];
            teamType: string;
            teamTypeId: number;
            venue?: {
                city: string | null;
                id: string;
                latitude: string | null;
                longitude: string | null;
                name: string;
                postalCode: string | null;
                street: string | null;
                surface: string;
            } | null;
        };
        TeamProfileConfig: {
            /** @description The team page shows its fair-play entry */
            fairplay: boolean;
            /** @description The team page shows its success history */
            history: boolean;
            /** @description The team page shows the team's news (articles) */
            news: boolean;
            /** @description The team page shows its scorers */
            scorers: boolean;
            /** @description The team page shows its trend: statistics and fever curve */
            trend: boolean;
            /** @description The team page shows its venue */
            venue: boolean;
        };
        TeamSquad: {
            /** @description Players with a public profile; empty while the squad is not published */
            entries: components["schemas"]["SquadEntry"][];
            /** @description The team has a squad in the season that could be published */
            publishable: boolean;
            /** @description The club has published the squad */
            publishData: boolean;
            season: string;
            teamPermanentId: string;
            teamSeasonId: string;
            /** @description The entries carry statistics (teams whose results are public: not children's football) */
            withStatitisticData: boolean;
        };
        TeamStatistics: {
            away: {
                drawn: number;
                goalDifference: number;
                goalsAgainst: number;
                goalsFor: number;
                lost: number;
                played: number;
                points: number;
                won: number;
            };
            compoundId: string;
            /** @description Results of lastMatches, most recent first */
            form: ("won" | "drawn" | "lost")[];
            highestDraw: components["schemas"]["Match"] | null;
            highestLost: components["schemas"]["Match"] | null;
            highestWin: components["schemas"]["Match"] | null;
            home: {
                drawn: number;
                goalDifference: number;
                goalsAgainst: number;
                goalsFor: number;
                lost: number;
                played: number;
                points: number;
                won: number;
            };
            /** @description The latest counted matches, most recent first */
            lastMatches: components["schemas"]["Match"][];
            overall: {
                drawn: number;
                goalDifference: number;
                goalsAgainst: number;
                goalsFor: number;
                lost: number;
                played: number;
                points: number;
                won: number;
            };
            season: string;
            teamPermanentId: string;
            teamSeasonId: string;
        };
        TeamStatisticsEntry: {
            draws: number;
            /** @description Card points by each competition's fair-play scheme */
            fairPlayPoints: number;
            goalsAgainst: number;
            goalsFor: number;
            losses: number;
            matches: number;
            rank: number;
            team: components["schemas"]["StatisticsTeam"];
            value: number;
            wins: number;
        };
        TeamSuccess: {
            achievement: ("champion" | "promotion" | "cupWinner") | null;
            competitionName: string;
            /** @description Championship, Cup, FutsalLeague, … */
            competitionType: string;
            compoundId: string;
            /** @description Final place in the table; null for a cup */
            position: number | null;
            season: string;
            seasonLabel: string;
            /** @description promotion, promotionPlayoff, relegationPlayoff, relegation or none */
            zone: string | null;
        };
        TeamType: {
            id: number;
            name: string;
            shortName: string;
        };
        TopLeagues: {
            competitions: {
                breadcrumb: string[];
                competitionType: components["schemas"]["CompetitionType"];
                compoundId: string;
                hasTable: boolean;
                isRoundBased: boolean;
                isTopLeague: boolean;
                leagueLevel: components["schemas"]["LeagueLevel"] | null;
                name: string;
                /** @description Slug of the name for the page /ergebnisse/wettbewerb/{nameSlug}/{id} */
                nameSlug: string;
                playingArea: components["schemas"]["PlayingArea"];
                shortName: string;
                teamCount: number;
                teamType: components["schemas"]["TeamType"];
            }[];
            season: components["schemas"]["Season"];
        };
    };
    responses: {
        /** @description A parameter or field is missing or malformed; the message names it */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such resource */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is too large */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected error; the details are logged */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit reached; Retry-After says when to try again */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Credentials are missing, invalid or expired */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Busy or not ready; Retry-After says when to try again */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AreaKind = components['schemas']['AreaKind'];
export type Association = components['schemas']['Association'];
export type ClubFixturesPage = components['schemas']['ClubFixturesPage'];
export type ClubInfo = components['schemas']['ClubInfo'];
export type ClubSummary = components['schemas']['ClubSummary'];
export type ClubTeam = components['schemas']['ClubTeam'];
export type ClubTeamAdmins = components['schemas']['ClubTeamAdmins'];
export type ClubTeamCompetition = components['schemas']['ClubTeamCompetition'];
export type ClubTeamGroups = components['schemas']['ClubTeamGroups'];
export type ClubTeamsSuccess = components['schemas']['ClubTeamsSuccess'];
export type ClubTeamSuccess = components['schemas']['ClubTeamSuccess'];
export type ComparisonTeam = components['schemas']['ComparisonTeam'];
export type Competition = components['schemas']['Competition'];
export type CompetitionDetails = components['schemas']['CompetitionDetails'];
export type CompetitionType = components['schemas']['CompetitionType'];
export type CrossTableMatch = components['schemas']['CrossTableMatch'];
export type DivisionManager = components['schemas']['DivisionManager'];
export type Error = components['schemas']['Error'];
export type ErrorKind = components['schemas']['ErrorKind'];
export type ErrorReason = components['schemas']['ErrorReason'];
export type FormTableEntry = components['schemas']['FormTableEntry'];
export type LeagueLevel = components['schemas']['LeagueLevel'];
export type Match = components['schemas']['Match'];
export type MatchEvent = components['schemas']['MatchEvent'];
export type MatchList = components['schemas']['MatchList'];
export type MatchReport = components['schemas']['MatchReport'];
export type MatchStatisticsEntry = components['schemas']['MatchStatisticsEntry'];
export type MatchTeam = components['schemas']['MatchTeam'];
export type MatchTicker = components['schemas']['MatchTicker'];
export type MatchWithReportAndTables = components['schemas']['MatchWithReportAndTables'];
export type NamedReference = components['schemas']['NamedReference'];
export type NewsArticle = components['schemas']['NewsArticle'];
export type PlayerFeverCurve = components['schemas']['PlayerFeverCurve'];
export type PlayerMapping = components['schemas']['PlayerMapping'];
export type PlayerOwnSuccess = components['schemas']['PlayerOwnSuccess'];
export type PlayerPerformance = components['schemas']['PlayerPerformance'];
export type PlayerPerformanceEntry = components['schemas']['PlayerPerformanceEntry'];
export type PlayerProfile = components['schemas']['PlayerProfile'];
export type PlayerProfileStatus = components['schemas']['PlayerProfileStatus'];
export type PlayerSeasonPerformance = components['schemas']['PlayerSeasonPerformance'];
export type PlayerStatisticsEntry = components['schemas']['PlayerStatisticsEntry'];
export type PlayerSuccess = components['schemas']['PlayerSuccess'];
export type PlayerTeam = components['schemas']['PlayerTeam'];
export type PlayingArea = components['schemas']['PlayingArea'];
export type PlayingAreaWithCounts = components['schemas']['PlayingAreaWithCounts'];
export type PromateurLeague = components['schemas']['PromateurLeague'];
export type PromateurMatchReport = components['schemas']['PromateurMatchReport'];
export type RefereeCards = components['schemas']['RefereeCards'];
export type RefereePerformanceEntry = components['schemas']['RefereePerformanceEntry'];
export type RefereePerformancePage = components['schemas']['RefereePerformancePage'];
export type RefereeProfile = components['schemas']['RefereeProfile'];
export type RefereeProfileStatus = components['schemas']['RefereeProfileStatus'];
export type RefereeSeasonStatistics = components['schemas']['RefereeSeasonStatistics'];
export type ReportingAnswer = components['schemas']['ReportingAnswer'];
export type ReportPlayer = components['schemas']['ReportPlayer'];
export type SearchAssociation = components['schemas']['SearchAssociation'];
export type SearchClub = components['schemas']['SearchClub'];
export type SearchCompetition = components['schemas']['SearchCompetition'];
export type SearchFan = components['schemas']['SearchFan'];
export type SearchGroup = components['schemas']['SearchGroup'];
export type SearchPerson = components['schemas']['SearchPerson'];
export type SearchTeam = components['schemas']['SearchTeam'];
export type Season = components['schemas']['Season'];
export type SquadEntry = components['schemas']['SquadEntry'];
export type StatisticsTeam = components['schemas']['StatisticsTeam'];
export type Table = components['schemas']['Table'];
export type TableEntry = components['schemas']['TableEntry'];
export type TeamAdminInfo = components['schemas']['TeamAdminInfo'];
export type TeamComparison = components['schemas']['TeamComparison'];
export type TeamCompetition = components['schemas']['TeamCompetition'];
export type TeamFeverCurve = components['schemas']['TeamFeverCurve'];
export type TeamFixtures = components['schemas']['TeamFixtures'];
export type TeamMatchesAround = components['schemas']['TeamMatchesAround'];
export type TeamPermanentIds = components['schemas']['TeamPermanentIds'];
export type TeamProfile = components['schemas']['TeamProfile'];
export type TeamProfileConfig = components['schemas']['TeamProfileConfig'];
export type TeamSquad = components['schemas']['TeamSquad'];
export type TeamStatistics = components['schemas']['TeamStatistics'];
export type TeamStatisticsEntry = components['schemas']['TeamStatisticsEntry'];
export type TeamSuccess = components['schemas']['TeamSuccess'];
export type TeamType = components['schemas']['TeamType'];
export type TopLeagues = components['schemas']['TopLeagues'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponsePayloadTooLarge = components['responses']['PayloadTooLarge'];
export type ResponseServerError = components['responses']['ServerError'];
export type ResponseTooManyRequests = components['responses']['TooManyRequests'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseUnavailable = components['responses']['Unavailable'];
export type $defs = Record<string, never>;
export interface operations {
    getAppleAppSiteAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applinks: {
                            apps: string[];
                            details: {
                                appID: string;
                                paths: string[];
                            }[];
                        };
                        webcredentials: {
                            apps: string[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAssetLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        relation: string[];
                        target: {
                            namespace: string;
                            package_name: string;
                            sha256_cert_fingerprints: string[];
                        };
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            alg: string;
                            crv: string;
                            kid: string;
                            kty: string;
                            use: string;
                            x: string;
                            y: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapAssociations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapClubs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                association: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapCompetitions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                association: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapGoogle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                association: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapMatchesPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                association: string;
                page: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapNews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSitemapTeams: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                association: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description sitemaps.org XML */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    activatePlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the record's club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequest) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        playerId: string | null;
                        /**
                         * Format: date-time
                         * @description When the pending claim was made
                         */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    activateRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequestReferee) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        refereeId: string | null;
                        /** Format: date-time */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    addClubReporter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "club-id": string;
                    /** @description The reporter's nickname */
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: string;
                        reporters: {
                            nickname: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    addFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "fav-clubId"?: string;
                    "fav-competitionId"?: string;
                    "fav-teamPermanentId"?: string;
                    /** @description A followed player's id */
                    userid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        added: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    addTeamAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "club-id": string;
                    nickname: string;
                    "team-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubTeamAdmins"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    address: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        confirmationSent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changeNickname: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nickname: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    "password-old": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Seconds the access token is valid */
                        expiresIn: number;
                        /** @description Seconds the refresh token is valid */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the record's club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequest) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        playerId: string | null;
                        /**
                         * Format: date-time
                         * @description When the pending claim was made
                         */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequestReferee) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        refereeId: string | null;
                        /** Format: date-time */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        termsVersion: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteFavorite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "fav-clubId"?: string;
                    "fav-competitionId"?: string;
                    "fav-teamPermanentId"?: string;
                    /** @description A followed player's id */
                    userid?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                        validHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                        validHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteTeamImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageUrl: string | null;
                        teamPermanentId: string;
                        teamSeasonId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    exportAccountData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: {
                            [key: string]: unknown;
                        };
                        /** Format: date-time */
                        exportedAt: string;
                        mails: {
                            [key: string]: unknown;
                        }[];
                        tables: {
                            [key: string]: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAccountPlayerData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The details the player describes (nickname, height, weight, foot, positions, number) are shown */
                        playerDataVisible: boolean;
                        /** @description The profile is public: named, linked and with a page */
                        playerProfileVisible: boolean;
                        /** @description Search engines may index the profile page */
                        searchableExtern: boolean;
                        /** @description The site's search finds the profile */
                        searchableFbde: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubReporters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "club-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: string;
                        reporters: {
                            nickname: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubTeamAdmins: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "club-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubTeamAdmins"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubs: {
                            clubLogoUrl: string | null;
                            clubName: string;
                            /** @description The club's id */
                            objectRef: string;
                        }[];
                        competitions: {
                            competitionName: string;
                            competitionType: {
                                id: number;
                                /** @description The name to show, e.g. "Meisterschaften" */
                                value: string;
                            };
                            /** @description The competition's id */
                            objectRef: string;
                            season: {
                                /** @description Like 2627 */
                                id: string;
                                /** @description The name to show, e.g. "26/27" */
                                value: string;
                            };
                            teamType: {
                                id: number;
                                /** @description The name to show, e.g. "Herren" */
                                value: string;
                            } | null;
                        }[];
                        players: {
                            clubName: string | null;
                            firstName: string;
                            lastName: string;
                            /** @description The player's id */
                            objectRef: string;
                            playerImageUrl: string | null;
                        }[];
                        teams: {
                            clubId: string;
                            clubLogoUrl: string | null;
                            /** @description The permanent team's id */
                            objectRef: string;
                            teamName: string;
                            teamTypeName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFavoritesLiveStream: {
        parameters: {
            query?: {
                /** @description The last event received, where a reader cannot send the Last-Event-ID header; the header wins */
                lastEventId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `match` (the match's whole live state, with the ticker entry just written or removed) and `table` (the competition's live table). Each event's id resumes the stream (Last-Event-ID); a new reader first gets the latest state of what it follows. A comment every 25 s keeps the connection open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMarketingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An agreement waits for its confirmation mail */
                        confirmationPending: boolean;
                        /** Format: date-time */
                        confirmedAt: string | null;
                        /** @description The newest confirmed decision */
                        marketingAgreed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchReporting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match (`spiel`) */
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionId: string;
                        competitionName: string;
                        /** @description The match's standing entries (not undone or withdrawn), newest first; undoing the newest makes the next one undoable */
                        entries: {
                            addedMinute: number | null;
                            /** @description The match's latest entry, and no result: undoMatchEntry takes it back */
                            canUndo: boolean;
                            /**
                             * @description As the match records it: a second yellow card is yellow-red
                             * @enum {string|null}
                             */
                            card: "yellow" | "yellow_red" | "red" | "time_penalty" | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string|null} */
                            goalKind: "goal" | "own_goal" | "penalty" | null;
                            /** @description The entry (for undoMatchEntry) */
                            id: string;
                            /** @description Written by the caller */
                            isOwn: boolean;
                            /** @enum {string} */
                            kind: "phase" | "goal" | "shootout" | "card" | "substitution" | "text" | "final_result" | "release";
                            minute: number | null;
                            /**
                             * @description The phase a phase entry began
                             * @enum {string|null}
                             */
                            phase: "pre_match" | "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time" | null;
                            /** @description The scorer, the booked player or the player substituted off */
                            playerId: string | null;
                            /** @description The player coming on */
                            playerInId: string | null;
                            /** @description After a goal the running score (extra time included), after a converted shoot-out kick the shoot-out's, a result's own */
                            score: {
                                guest: number;
                                home: number;
                            } | null;
                            /**
                             * @description The team a goal or shoot-out kick counts for, the booked or substituted player's team
                             * @enum {string|null}
                             */
                            team: "home" | "guest" | null;
                            /** @description A ticker text */
                            text: string | null;
                        }[];
                        /** @description The entry written (for undo) */
                        entryId: string;
                        /** @description After extra time, regular time included */
                        extraTime: {
                            guest: number;
                            home: number;
                        } | null;
                        format: {
                            extraTimeMinutes: number;
                            hasExtraTime: boolean;
                            hasPenalties: boolean;
                            matchMinutes: number;
                        };
                        guestTeam: {
                            name: string;
                            players: {
                                isOnTeamSheet: boolean;
                                isSubstitute: boolean;
                                jerseyNumber: number | null;
                                /** @description null where the profile is not public: the reporter picks by number */
                                name: string | null;
                                playerId: string;
                            }[];
                        };
                        halftime: {
                            guest: number;
                            home: number;
                        } | null;
                        homeTeam: {
                            name: string;
                            players: {
                                isOnTeamSheet: boolean;
                                isSubstitute: boolean;
                                jerseyNumber: number | null;
                                /** @description null where the profile is not public: the reporter picks by number */
                                name: string | null;
                                playerId: string;
                            }[];
                        };
                        /** Format: date-time */
                        kickoffAt: string | null;
                        latestEntry: {
                            canUndo: boolean;
                            id: string;
                            kind: string;
                            minute: number | null;
                        } | null;
                        matchId: string;
                        /** @description The phases that may follow */
                        nextPhases: ("pre_match" | "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time")[];
                        /**
                         * Format: date-time
                         * @description The server's time, for the clock on the device
                         */
                        now: string;
                        penalties: {
                            guest: number;
                            home: number;
                        } | null;
                        /**
                         * Format: date-time
                         * @description When the current phase began
                         */
                        phaseStartedAt: string | null;
                        /** @description After regular time, running while it is played */
                        score: {
                            guest: number;
                            home: number;
                        } | null;
                        /** @description scheduled, live, provisional (ended, not yet released) or finished */
                        status: string;
                        /** @enum {string} */
                        timeState: "pre_match" | "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPersonalData1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string | null;
                        dateOfBirth: string | null;
                        email: string;
                        firstname: string;
                        /** @description 1 weiblich, 2 männlich, 3 divers */
                        gender: number | null;
                        lastname: string;
                        mobilePhone: string | null;
                        nationality: string | null;
                        readOnly: {
                            dateOfBirth: boolean;
                            firstname: boolean;
                            gender: boolean;
                            lastname: boolean;
                            nationality: boolean;
                        };
                        street: string | null;
                        zip: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerProfileForEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        playerImages: {
                            copyright: string | null;
                            url: string;
                        }[];
                        playerProfile: {
                            alternativePositions: ("goalkeeper" | "defender" | "midfielder" | "forward")[];
                            captain: boolean;
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            foot: ("left" | "right" | "both") | null;
                            /** @description Centimetres */
                            height: number | null;
                            /** @description The copyright line of the profile's photos */
                            imageSource: string | null;
                            /** @description Whether the public sees the profile now (public, and a minor's consent) */
                            isPublic: boolean;
                            jerseyNumber: number | null;
                            lastName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            playerId: string;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            visibility: {
                                /** @description Cards are shown beside the name (needs performance) */
                                cards: boolean;
                                /** @description Earlier seasons' teams are listed */
                                clubHistory: boolean;
                                /** @description The date of birth is shown */
                                dateOfBirth: boolean;
                                /** @description The nationality is shown */
                                nationality: boolean;
                                /** @description Matches, minutes, goals and substitutions are counted under the name */
                                performance: boolean;
                            };
                            /** @description Kilograms */
                            weight: number | null;
                        };
                        /** @description The successes the player entered (savePlayerSuccess), newest year first */
                        successEntries: {
                            description: string | null;
                            title: string;
                            year: number;
                        }[];
                        /** @description The squads the player belongs to: jersey number, position and captaincy per team and season */
                        teams: {
                            captain: boolean;
                            isCurrentSeason: boolean;
                            /** @description A squad of the current season the player has not left: updatePlayerProfile can change it */
                            isEditable: boolean;
                            jerseyNumber: number | null;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            season: string;
                            seasonLabel: string;
                            teamId: string;
                            teamName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerRegisterInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eligibility: {
                            /** @description From the account's date of birth */
                            age: number | null;
                            isEligible: boolean;
                            /** @description As getPlayerMasterData gives it */
                            minimumAge: number;
                            /** @description Under 18 the profile needs a parent's consent */
                            parentalConsentRequired: boolean;
                            reason: "eligible" | "already-linked" | "pending" | "no-date-of-birth" | "too-young" | "no-record";
                        };
                        /** @description The association's records with the account's first and last name and date of birth that the public sees and no account holds */
                        personMapping: {
                            clubId: string | null;
                            clubName: string | null;
                            playerId: string;
                        }[];
                        playerProfile: components["schemas"]["PlayerProfileStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPromateurConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The holder agreed to the promateur tier */
                        agreed: boolean;
                        /** @description The season's leagues the player plays in */
                        leagues: {
                            competitionId: string;
                            isPilot: boolean;
                            name: string;
                            optedOut: boolean;
                        }[];
                        /** @description Only a player of age can agree (a minor's agreement would need a parent's) */
                        ofAge: boolean;
                        playerId: string;
                        season: {
                            id: string;
                            label: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeCareer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeNextMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: {
                            competitionId: string;
                            competitionName: string;
                            guestTeamName: string | null;
                            homeTeamName: string | null;
                            /** Format: date-time */
                            kickoffAt: string;
                            matchId: string;
                            /** @description referee, assistant1, assistant2, fourthOfficial … */
                            role: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeProfileForEdit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        career: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        profile: {
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            isPublic: boolean;
                            lastName: string;
                            levelName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            refereeId: string;
                            visibility: {
                                cards: boolean;
                                career: boolean;
                                dateOfBirth: boolean;
                                nationality: boolean;
                                performance: boolean;
                            };
                        };
                        specialMatches: {
                            description: string;
                            matchId: string | null;
                            /** Format: date */
                            playedOn: string;
                            remark: string | null;
                        }[];
                        /** @description The statistic types shown (getRefereeMasterData) */
                        statisticTypes: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeRegisterInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Referee records with the account's names and date of birth that the public sees and nobody holds */
                        personMapping: {
                            clubId: string | null;
                            clubName: string | null;
                            refereeId: string;
                        }[];
                        referee: {
                            age: number | null;
                            isEligible: boolean;
                            /** @description As getRefereeMasterData gives it */
                            minimumAge: number;
                            /** @description Under 18 the profile needs a parent's consent */
                            parentalConsentRequired: boolean;
                            reason: "eligible" | "already-linked" | "pending" | "no-date-of-birth" | "too-young" | "no-record";
                        };
                        refereeProfile: components["schemas"]["RefereeProfileStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getReportableMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        matches: {
                            competitionName: string;
                            guestTeam: string;
                            homeTeam: string;
                            /** Format: date-time */
                            kickoffAt: string | null;
                            matchId: string;
                            status: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamAdminInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamAdminInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamAdminList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teams: {
                            clubId: string;
                            clubName: string;
                            /** Format: date-time */
                            since: string;
                            /** @description The permanent team id */
                            teamId: string;
                            teamName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamSquadPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saison: string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSquad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adTags: string[];
                        coachProfile: boolean;
                        fanProfile: boolean;
                        imageUrl: string | null;
                        marketingConsent: boolean;
                        nickname: string;
                        /** @description The linked player profile's id */
                        playerProfile: string | null;
                        providerId: string;
                        /** @description The linked referee profile's id */
                        refereeProfile: string | null;
                        /** @description The terms changed since the user agreed */
                        termsConfirmationRequired: boolean;
                        userId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    likeTickerEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default true */
                    like: boolean;
                    "ticker-event-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        likeCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    parentalConsentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    "email-address-parents": string;
                    mobile?: string;
                    "player-id"?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    parentalConsentRequestReferee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    "email-address-parents": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        requested: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    publishTeamSquad: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    publish: boolean;
                    saison: string;
                    "team-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publishable: boolean;
                        publishData: boolean;
                        season: string;
                        teamPermanentId: string;
                        teamSeasonId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordFinalResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "guest-goals": number;
                    "guest-goals-halftime"?: number;
                    "home-goals": number;
                    "home-goals-halftime"?: number;
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordMatchCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minute of stoppage time */
                    "added-minute"?: number;
                    /** @enum {string} */
                    card: "yellow" | "yellow_red" | "red" | "time_penalty";
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match minute; the clock's when left out */
                    minute?: number;
                    "player-id": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                    /**
                     * @description The player's team
                     * @enum {string}
                     */
                    team: "home" | "guest";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordMatchGoal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minute of stoppage time */
                    "added-minute"?: number;
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @enum {string} */
                    kind: "goal" | "own_goal" | "penalty";
                    /** @description The match minute; the clock's when left out */
                    minute?: number;
                    /** @description The scorer (for an own goal, a player of the other team) */
                    "player-id"?: string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                    /**
                     * @description The team the goal counts for
                     * @enum {string}
                     */
                    team: "home" | "guest";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordMatchPhase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @enum {string} */
                    phase: "first_half" | "halftime" | "second_half" | "before_extra_time" | "extra_time_first_half" | "extra_time_halftime" | "extra_time_second_half" | "before_penalties" | "penalties" | "full_time";
                    /** @description The match (`spiel`) */
                    spiel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordMatchSubstitution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minute of stoppage time */
                    "added-minute"?: number;
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match minute; the clock's when left out */
                    minute?: number;
                    "player-in": string;
                    "player-out": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                    /**
                     * @description home or guest
                     * @enum {string}
                     */
                    team: "home" | "guest";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    recordTickerText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Minute of stoppage time */
                    "added-minute"?: number;
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match minute; the clock's when left out */
                    minute?: number;
                    /** @description The match (`spiel`) */
                    spiel: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    registerPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agree_promateur?: boolean;
                    agree_terms: boolean;
                    alternative_positions?: ("goalkeeper" | "defender" | "midfielder" | "forward")[];
                    clubId: string;
                    /** Format: date */
                    date_of_birth: string;
                    firstname: string;
                    lastname: string;
                    mobile?: string;
                    position?: "goalkeeper" | "defender" | "midfielder" | "forward";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the record's club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequest) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        playerId: string | null;
                        /**
                         * Format: date-time
                         * @description When the pending claim was made
                         */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    registerRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date_of_birth: string;
                    firstname: string;
                    /** @description The number of the referee's pass, for the officials who confirm */
                    identification: string;
                    lastname: string;
                    mobile?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Pending: whose officials hold the code; active: the club */
                        clubName: string | null;
                        /** @description Whether the public sees the profile now */
                        isPublic: boolean;
                        /** @description A minor's linked profile stays private until a parent consents (parentalConsentRequestReferee) */
                        parentalConsentRequired: boolean;
                        /** @description The linked record (active only) */
                        refereeId: string | null;
                        /** Format: date-time */
                        requestedAt: string | null;
                        /** @description none: no profile; pending: a claim waits for the code the club's officials got; active: linked */
                        status: "none" | "pending" | "active";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    releaseMatchResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    releasePlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "player-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        released: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    releaseRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "referee-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        released: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    removeClubReporter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "club-id": string;
                    /** @description The reporter's nickname */
                    nickname: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: string;
                        reporters: {
                            nickname: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    removeTeamAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "club-id": string;
                    nickname: string;
                    "team-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubTeamAdmins"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    savePlayerSuccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        description?: string | null;
                        title: string;
                        year: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        playerImages: {
                            copyright: string | null;
                            url: string;
                        }[];
                        playerProfile: {
                            alternativePositions: ("goalkeeper" | "defender" | "midfielder" | "forward")[];
                            captain: boolean;
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            foot: ("left" | "right" | "both") | null;
                            /** @description Centimetres */
                            height: number | null;
                            /** @description The copyright line of the profile's photos */
                            imageSource: string | null;
                            /** @description Whether the public sees the profile now (public, and a minor's consent) */
                            isPublic: boolean;
                            jerseyNumber: number | null;
                            lastName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            playerId: string;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            visibility: {
                                /** @description Cards are shown beside the name (needs performance) */
                                cards: boolean;
                                /** @description Earlier seasons' teams are listed */
                                clubHistory: boolean;
                                /** @description The date of birth is shown */
                                dateOfBirth: boolean;
                                /** @description The nationality is shown */
                                nationality: boolean;
                                /** @description Matches, minutes, goals and substitutions are counted under the name */
                                performance: boolean;
                            };
                            /** @description Kilograms */
                            weight: number | null;
                        };
                        /** @description The successes the player entered (savePlayerSuccess), newest year first */
                        successEntries: {
                            description: string | null;
                            title: string;
                            year: number;
                        }[];
                        /** @description The squads the player belongs to: jersey number, position and captaincy per team and season */
                        teams: {
                            captain: boolean;
                            isCurrentSeason: boolean;
                            /** @description A squad of the current season the player has not left: updatePlayerProfile can change it */
                            isEditable: boolean;
                            jerseyNumber: number | null;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            season: string;
                            seasonLabel: string;
                            teamId: string;
                            teamName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveRefereeCareer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        description: string;
                        fromYear: number;
                        toYear: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        career: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        profile: {
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            isPublic: boolean;
                            lastName: string;
                            levelName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            refereeId: string;
                            visibility: {
                                cards: boolean;
                                career: boolean;
                                dateOfBirth: boolean;
                                nationality: boolean;
                                performance: boolean;
                            };
                        };
                        specialMatches: {
                            description: string;
                            matchId: string | null;
                            /** Format: date */
                            playedOn: string;
                            remark: string | null;
                        }[];
                        /** @description The statistic types shown (getRefereeMasterData) */
                        statisticTypes: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveRefereeSpecialMatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: {
                        description: string;
                        matchId?: string | null;
                        /** Format: date */
                        playedOn: string;
                        remark?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        career: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        profile: {
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            isPublic: boolean;
                            lastName: string;
                            levelName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            refereeId: string;
                            visibility: {
                                cards: boolean;
                                career: boolean;
                                dateOfBirth: boolean;
                                nationality: boolean;
                                performance: boolean;
                            };
                        };
                        specialMatches: {
                            description: string;
                            matchId: string | null;
                            /** Format: date */
                            playedOn: string;
                            remark: string | null;
                        }[];
                        /** @description The statistic types shown (getRefereeMasterData) */
                        statisticTypes: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    saveRefereeStatisticTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    entries: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        career: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        profile: {
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            isPublic: boolean;
                            lastName: string;
                            levelName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            refereeId: string;
                            visibility: {
                                cards: boolean;
                                career: boolean;
                                dateOfBirth: boolean;
                                nationality: boolean;
                                performance: boolean;
                            };
                        };
                        specialMatches: {
                            description: string;
                            matchId: string | null;
                            /** Format: date */
                            playedOn: string;
                            remark: string | null;
                        }[];
                        /** @description The statistic types shown (getRefereeMasterData) */
                        statisticTypes: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setLogLevel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    level: "fatal" | "error" | "warn" | "info" | "debug" | "trace";
                    name: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        level: string;
                        name: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    undoMatchEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "entry-id": string;
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateAccountPlayerData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "player-visible"?: boolean;
                    "profile-searchable"?: boolean;
                    "profile-searchable-ext"?: boolean;
                    "profile-visible"?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The details the player describes (nickname, height, weight, foot, positions, number) are shown */
                        playerDataVisible: boolean;
                        /** @description The profile is public: named, linked and with a page */
                        playerProfileVisible: boolean;
                        /** @description Search engines may index the profile page */
                        searchableExtern: boolean;
                        /** @description The site's search finds the profile */
                        searchableFbde: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateMarketingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "marketing-agreed": boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An agreement waits for its confirmation mail */
                        confirmationPending: boolean;
                        /** Format: date-time */
                        confirmedAt: string | null;
                        /** @description The newest confirmed decision */
                        marketingAgreed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePersonalData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city?: string;
                    date_of_birth?: string;
                    firstname?: string;
                    lastname?: string;
                    mobile?: string;
                    street?: string;
                    zip?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        city: string | null;
                        dateOfBirth: string | null;
                        email: string;
                        firstname: string;
                        /** @description 1 weiblich, 2 männlich, 3 divers */
                        gender: number | null;
                        lastname: string;
                        mobilePhone: string | null;
                        nationality: string | null;
                        readOnly: {
                            dateOfBirth: boolean;
                            firstname: boolean;
                            gender: boolean;
                            lastname: boolean;
                            nationality: boolean;
                        };
                        street: string | null;
                        zip: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "cards-visible"?: boolean;
                    "citizenship-visible"?: boolean;
                    "club-history-visible"?: boolean;
                    "date-visible"?: boolean;
                    "foot-type"?: ("left" | "right" | "both") | "";
                    height?: number | "";
                    "image-source"?: string;
                    "is-captain"?: boolean;
                    "jersey-number"?: number | "";
                    nickname?: string;
                    "performance-visible"?: boolean;
                    "playing-position"?: ("goalkeeper" | "defender" | "midfielder" | "forward") | "";
                    /** @description A season of the player's squads */
                    saison?: string;
                    "team-id"?: string;
                    weight?: number | "";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        playerImages: {
                            copyright: string | null;
                            url: string;
                        }[];
                        playerProfile: {
                            alternativePositions: ("goalkeeper" | "defender" | "midfielder" | "forward")[];
                            captain: boolean;
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            foot: ("left" | "right" | "both") | null;
                            /** @description Centimetres */
                            height: number | null;
                            /** @description The copyright line of the profile's photos */
                            imageSource: string | null;
                            /** @description Whether the public sees the profile now (public, and a minor's consent) */
                            isPublic: boolean;
                            jerseyNumber: number | null;
                            lastName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            playerId: string;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            visibility: {
                                /** @description Cards are shown beside the name (needs performance) */
                                cards: boolean;
                                /** @description Earlier seasons' teams are listed */
                                clubHistory: boolean;
                                /** @description The date of birth is shown */
                                dateOfBirth: boolean;
                                /** @description The nationality is shown */
                                nationality: boolean;
                                /** @description Matches, minutes, goals and substitutions are counted under the name */
                                performance: boolean;
                            };
                            /** @description Kilograms */
                            weight: number | null;
                        };
                        /** @description The successes the player entered (savePlayerSuccess), newest year first */
                        successEntries: {
                            description: string | null;
                            title: string;
                            year: number;
                        }[];
                        /** @description The squads the player belongs to: jersey number, position and captaincy per team and season */
                        teams: {
                            captain: boolean;
                            isCurrentSeason: boolean;
                            /** @description A squad of the current season the player has not left: updatePlayerProfile can change it */
                            isEditable: boolean;
                            jerseyNumber: number | null;
                            position: ("goalkeeper" | "defender" | "midfielder" | "forward") | null;
                            season: string;
                            seasonLabel: string;
                            teamId: string;
                            teamName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePromateurConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agree_promateur: boolean;
                    /** @description The leagues (of the own leagues) to opt out of; the others are opted in. An empty value (`opt-outs=`) opts in to every league; without the field the opt-outs stay */
                    "opt-outs"?: (string | "")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The holder agreed to the promateur tier */
                        agreed: boolean;
                        /** @description The season's leagues the player plays in */
                        leagues: {
                            competitionId: string;
                            isPilot: boolean;
                            name: string;
                            optedOut: boolean;
                        }[];
                        /** @description Only a player of age can agree (a minor's agreement would need a parent's) */
                        ofAge: boolean;
                        playerId: string;
                        season: {
                            id: string;
                            label: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "cards-visible"?: boolean;
                    "career-visible"?: boolean;
                    "citizenship-visible"?: boolean;
                    "date-visible"?: boolean;
                    nickname?: string;
                    "performance-visible"?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        career: {
                            description: string;
                            fromYear: number;
                            toYear: number | null;
                        }[];
                        club: {
                            clubId: string;
                            clubName: string;
                        } | null;
                        profile: {
                            /** Format: date */
                            dateOfBirth: string;
                            firstName: string;
                            isPublic: boolean;
                            lastName: string;
                            levelName: string;
                            nationality: string;
                            nickname: string | null;
                            parentalConsentRequired: boolean;
                            refereeId: string;
                            visibility: {
                                cards: boolean;
                                career: boolean;
                                dateOfBirth: boolean;
                                nationality: boolean;
                                performance: boolean;
                            };
                        };
                        specialMatches: {
                            description: string;
                            matchId: string | null;
                            /** Format: date */
                            playedOn: string;
                            remark: string | null;
                        }[];
                        /** @description The statistic types shown (getRefereeMasterData) */
                        statisticTypes: number[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateTeamProfileConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "team-fairplay-visible"?: boolean;
                    "team-history-visible"?: boolean;
                    "team-id": string;
                    "team-news-visible"?: boolean;
                    "team-scorers-visible"?: boolean;
                    "team-trend-visible"?: boolean;
                    "team-venue-visible"?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["TeamProfileConfig"];
                        season: string;
                        teamPermanentId: string;
                        teamSeasonId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    uploadTeamImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The photo: JPEG, PNG or WebP
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        imageUrl: string;
                        teamPermanentId: string;
                        teamSeasonId: string;
                        width: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    withdrawMatchResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Chosen by the client for each entry (a UUID, say): sending the same key again writes nothing and repeats the first answer */
                    "idempotency-key": string;
                    /** @description The match (`spiel`) */
                    spiel: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportingAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurTablePromateur: {
        parameters: {
            query?: {
                spieltag?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Table"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionInfoPromateur: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adcode: string | null;
                        adTags: string[];
                        associationId: string;
                        associationName: string;
                        breadcrumb: string[];
                        comment: string | null;
                        competitionBasicTypeId: number;
                        competitionBeginDateTime: string | null;
                        competitionType: string;
                        compoundId: string;
                        divisionManager?: components["schemas"]["DivisionManager"] | null;
                        fairnessTablePublic: boolean;
                        fairPlayScheme: components["schemas"]["NamedReference"] | null;
                        groupBeginDateTime: string | null;
                        /** @description The current matchday */
                        groupMatchDay: number | null;
                        groupOrganizingTeamId: string | null;
                        /** @description The competition is a pilot league */
                        isPilot: boolean;
                        isTopLeague: boolean;
                        kinderfussballType: string | null;
                        leagueLevel: {
                            id: number;
                            name: string;
                        } | null;
                        /** @description Every match of the competition, by kickoff */
                        matches: components["schemas"]["Match"][];
                        name: string;
                        planningMode: string | null;
                        playingArea: {
                            id: string;
                            kind: string;
                            name: string;
                        };
                        promotionCount: number;
                        promotionPlayoffCount: number;
                        relegationCount: number;
                        relegationPlayoffCount: number;
                        roundBased: boolean;
                        rounds: {
                            endsOn: string | null;
                            name: string;
                            number: number;
                            startsOn: string | null;
                        }[];
                        season: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                        shortName: string;
                        tableAvailable: boolean;
                        teamType: {
                            id: number;
                            name: string;
                        };
                        tieBreakRule: {
                            description: string;
                            id: string;
                            name: string;
                        } | null;
                        topScorersListAvailable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventTypes: {
                            /** @description The association's code (match events' `type`) */
                            id: number;
                            isCard: boolean;
                            /** @description Counts for the score (own goals for the other side) */
                            isGoal: boolean;
                            /** @description A stable English key, e.g. `goal`, `yellowCard` */
                            key: string;
                            /** @description The German name */
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchReportPromateur: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromateurMatchReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPilotWamOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: components["schemas"]["CompetitionType"][];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        seasons: components["schemas"]["Season"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPilotWamThree: {
        parameters: {
            query?: {
                /** @description League level id */
                spielklasse?: number;
            };
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitions: components["schemas"]["Competition"][];
                        competitionType: components["schemas"]["CompetitionType"];
                        leagueLevels: components["schemas"]["LeagueLevel"][];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPilotWamTwo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamTypes: components["schemas"]["TeamType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerClubHistory: {
        parameters: {
            query: {
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubHistory: {
                            season: string;
                            seasonLabel: string;
                            teams: components["schemas"]["PlayerTeam"][];
                        }[];
                        firstName: string;
                        lastName: string;
                        playerId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayersBlacklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        players: {
                            playerId: string;
                            /** Format: date-time */
                            since: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamOnePromateur: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: components["schemas"]["CompetitionType"][];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        seasons: components["schemas"]["Season"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamThreePromateur: {
        parameters: {
            query?: {
                /** @description League level id */
                spielklasse?: number;
            };
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitions: components["schemas"]["Competition"][];
                        competitionType: components["schemas"]["CompetitionType"];
                        leagueLevels: components["schemas"]["LeagueLevel"][];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamTwoPromateur: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamTypes: components["schemas"]["TeamType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPromateurLeagues: {
        parameters: {
            query?: {
                /** @description Season id like 2627; without it, the current season */
                season?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leagues: components["schemas"]["PromateurLeague"][];
                        season: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPilotLeagues: {
        parameters: {
            query?: {
                /** @description Season id like 2627; without it, the current season */
                season?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leagues: components["schemas"]["PromateurLeague"][];
                        season: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerOptIn: {
        parameters: {
            query?: {
                /** @description Season id like 2627; without it, the current season */
                season?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The leagues the player plays in and is in the tier for */
                        leagueIds: string[];
                        /** @description The leagues the player opted out of: shown to the player's own account only (to anyone else an opt-out is not told apart from not playing there) */
                        optOuts: string[];
                        playerId: string;
                        season: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurFinalsMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saison: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faqId: string | null;
                        faqUrl: string | null;
                        finalDate: string | null;
                        matches: components["schemas"]["Match"][];
                        nationCupCompoundId: string | null;
                        times: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurTable: {
        parameters: {
            query?: {
                spieltag?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Table"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurTables: {
        parameters: {
            query?: {
                spieltag?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        away: components["schemas"]["Table"];
                        firstHalf: components["schemas"]["Table"];
                        home: components["schemas"]["Table"];
                        live: components["schemas"]["Table"] | null;
                        overall: components["schemas"]["Table"];
                        secondHalf: components["schemas"]["Table"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAppClubTeamsByClubId2: {
        parameters: {
            query?: {
                /** @description Season id like 2627 (shown as 26/27) */
                saison?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        clubId: string;
                        clubName: string;
                        season: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                        teams: components["schemas"]["ClubTeam"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubFixtures: {
        parameters: {
            query?: {
                offset?: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubFixturesPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubInfo: {
        parameters: {
            query?: {
                /** @description Season id like 2627 (shown as 26/27) */
                saison?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubPage: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fixtures: components["schemas"]["ClubFixturesPage"];
                        info: components["schemas"]["ClubInfo"];
                        success: components["schemas"]["ClubTeamsSuccess"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubTeamsSuccess: {
        parameters: {
            query?: {
                /** @description Season id like 2627 (shown as 26/27) */
                saison?: string;
            };
            header?: never;
            path: {
                "club-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubTeamsSuccess"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionInfo: {
        parameters: {
            query?: {
                /** @description Include the division manager */
                divisionManager?: boolean;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adcode: string | null;
                        adTags: string[];
                        associationId: string;
                        associationName: string;
                        breadcrumb: string[];
                        comment: string | null;
                        competitionBasicTypeId: number;
                        competitionBeginDateTime: string | null;
                        competitionType: string;
                        compoundId: string;
                        divisionManager?: components["schemas"]["DivisionManager"] | null;
                        fairnessTablePublic: boolean;
                        fairPlayScheme: components["schemas"]["NamedReference"] | null;
                        groupBeginDateTime: string | null;
                        /** @description The current matchday */
                        groupMatchDay: number | null;
                        groupOrganizingTeamId: string | null;
                        isTopLeague: boolean;
                        kinderfussballType: string | null;
                        leagueLevel: {
                            id: number;
                            name: string;
                        } | null;
                        name: string;
                        planningMode: string | null;
                        playingArea: {
                            id: string;
                            kind: string;
                            name: string;
                        };
                        promotionCount: number;
                        promotionPlayoffCount: number;
                        relegationCount: number;
                        relegationPlayoffCount: number;
                        roundBased: boolean;
                        rounds: {
                            endsOn: string | null;
                            name: string;
                            number: number;
                            startsOn: string | null;
                        }[];
                        season: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                        shortName: string;
                        tableAvailable: boolean;
                        teamType: {
                            id: number;
                            name: string;
                        };
                        tieBreakRule: {
                            description: string;
                            id: string;
                            name: string;
                        } | null;
                        topScorersListAvailable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionMatchDay: {
        parameters: {
            query?: {
                spieltag?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        byeTeams: components["schemas"]["MatchTeam"][];
                        competition: {
                            breadcrumb: string[];
                            competitionBasicTypeId: number;
                            competitionType: string;
                            compoundId: string;
                            fairnessTablePublic: boolean;
                            liveTickerEnabled: boolean;
                            name: string;
                            roundBased: boolean;
                            season: string;
                            shortName: string;
                            tableAvailable: boolean;
                            topScorersListAvailable: boolean;
                        };
                        currentMatchday: number | null;
                        goalsTotal: number;
                        matchday: number;
                        matchDays: {
                            endsOn: string | null;
                            name: string;
                            number: number;
                            startsOn: string | null;
                        }[];
                        matches: components["schemas"]["Match"][];
                        matchesTotal: number;
                        teamsTotal: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionsByTeam: {
        parameters: {
            query?: {
                saison?: string;
            };
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every competition except friendlies */
                        competitions: components["schemas"]["TeamCompetition"][];
                        /** @description The team's friendly matches of the season, by kickoff */
                        friendlies: components["schemas"]["Match"][];
                        season: string;
                        teamPermanentId: string;
                        teamSeasonId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCrossTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        compoundId: string;
                        /** @description One row per home team, in the order of `teams` */
                        rows: {
                            /** @description One cell per team, in the order of `teams` */
                            cells: {
                                guestTeamId: string;
                                /** @description By kickoff; empty on the diagonal */
                                matches: components["schemas"]["CrossTableMatch"][];
                            }[];
                            homeTeamId: string;
                        }[];
                        /** @description Overall table order, unranked teams last */
                        teams: {
                            clubId: string | null;
                            clubName: string;
                            /** @description zg. (withdrawn, results stand) or oW (out of competition) */
                            mark: string | null;
                            /** @description Place in the overall table; null for an unranked team */
                            position: number | null;
                            sharedPlace: boolean;
                            /** @description The season's team id */
                            teamId: string;
                            teamName: string;
                            teamPermanentId: string;
                            /** @description out_of_competition or withdrawn (results annulled) */
                            unranked: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFairPlayTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionUnitName: string;
                        compoundId: string;
                        entries: {
                            matchesPlayed: number;
                            points: number;
                            pointsPerMatch: number | null;
                            position: number;
                            redCards: number;
                            sharedPlace: boolean;
                            suspendedMatches: number;
                            teamId: string;
                            teamName: string;
                            yellowCards: number;
                            yellowRedCards: number;
                        }[];
                        goalCount: number;
                        goalsPerMatch: number;
                        scheme: {
                            description: string;
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFevercurveByTeam: {
        parameters: {
            query?: {
                saison?: string;
            };
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamFeverCurve"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFormTable: {
        parameters: {
            query?: {
                /** @description Results per team (default 5) */
                anzahl?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The window: at most this many results per team */
                        amount: number;
                        compoundId: string;
                        entries: components["schemas"]["FormTableEntry"][];
                        /** @description Name of the tie-break profile the window is ranked by */
                        tieBreakRule: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchById1: {
        parameters: {
            query?: {
                divisionManager?: boolean;
            };
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForAreaMatchday: {
        parameters: {
            query?: {
                /** @description Only this team type */
                mannschaftsart?: number;
                max?: number;
            };
            header?: never;
            path: {
                /** @description Playing area: the association, a Bezirk (with its Kreise) or a Kreis */
                spielgebiet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        area: {
                            id: string;
                            kind: components["schemas"]["AreaKind"];
                            name: string;
                        };
                        competitions: {
                            compoundId: string;
                            isTopLeague: boolean;
                            matchday: number;
                            matches: components["schemas"]["Match"][];
                            name: string;
                        }[];
                        /** @description Leagues in the area; `max` of them are listed */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForAreaToday: {
        parameters: {
            query?: {
                /** @description Only this team type */
                mannschaftsart?: number;
                max?: number;
            };
            header?: never;
            path: {
                /** @description Playing area: the association, a Bezirk (with its Kreise) or a Kreis */
                spielgebiet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        area: {
                            id: string;
                            kind: components["schemas"]["AreaKind"];
                            name: string;
                        };
                        matches: components["schemas"]["Match"][];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForLeaguesAll: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForLeaguesStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForLeaguesToday1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForRoundOrGroup1: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rounds: {
                            matches: components["schemas"]["Match"][];
                            name: string;
                            number: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForTeamsStart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchesForTeamsToday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchLatestNewsArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsArticle"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchNewsListArticles: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
            };
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: components["schemas"]["NewsArticle"][];
                        max: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchPage: {
        parameters: {
            query: {
                spiel: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comparison: components["schemas"]["TeamComparison"] | null;
                        details: components["schemas"]["MatchWithReportAndTables"];
                        ticker: components["schemas"]["MatchTicker"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMatchWithReportAndTables: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchWithReportAndTables"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerPage: {
        parameters: {
            query: {
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One per team of profile.teams, in that order */
                        feverCurves: {
                            curve: components["schemas"]["PlayerFeverCurve"] | null;
                            teamSeasonId: string;
                        }[];
                        profile: components["schemas"]["PlayerProfile"];
                        seasonMatches: components["schemas"]["PlayerPerformance"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerPerformance: {
        parameters: {
            query: {
                /** @description The current season when left out */
                saison?: string;
                /** @description A season's team id or permanent id; every team of the season when left out */
                "team-id"?: string;
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cardsVisible: boolean;
                        goals: number | null;
                        matches: number | null;
                        minutes: number | null;
                        performanceVisible: boolean;
                        playerId: string;
                        redCards: number | null;
                        replacements: number | null;
                        season: string;
                        substitutions: number | null;
                        teamSeasonId: string | null;
                        yellowCards: number | null;
                        yellowRedCards: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerProfile: {
        parameters: {
            query: {
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerProfileDefault: {
        parameters: {
            query: {
                "player-id": string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerSuccess: {
        parameters: {
            query: {
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description What the player entered themselves */
                        ownSuccess: components["schemas"]["PlayerOwnSuccess"][];
                        playerId: string;
                        success: components["schemas"]["PlayerSuccess"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereePerformance: {
        parameters: {
            query: {
                max?: number;
                offset?: number;
                saison?: string;
                /** @description A user account's id (uuid) or the referee's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefereePerformancePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeProfile: {
        parameters: {
            query: {
                /** @description A user account's id (uuid) or the referee's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefereeProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getScorerTable: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
            };
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionGroupId: string;
                        entries: {
                            clubId: string | null;
                            firstName: string;
                            goals: number;
                            lastName: string;
                            penaltyGoals: number;
                            /** @description null when the player's profile is not public */
                            playerId: string | null;
                            position: number;
                            sharedPlace: boolean;
                            teamId: string;
                            teamName: string;
                        }[];
                        goalCount: number;
                        goalsPerMatch: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamComparsion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                spiel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamComparison"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamFixtures1: {
        parameters: {
            query?: {
                saison?: string;
            };
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamFixtures"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamNewsListArticles: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
            };
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        articles: components["schemas"]["NewsArticle"][];
                        max: number;
                        offset: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamPage: {
        parameters: {
            query: {
                /** @description A season's team id, or a permanent id for the current season's team */
                "team-id": string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        around: components["schemas"]["TeamMatchesAround"];
                        arrivals: components["schemas"]["TeamSquad"];
                        comparison: {
                            comparison: components["schemas"]["TeamComparison"];
                            /** @description The team's row in its league's current table */
                            guestLeague: {
                                competitionName: string;
                                compoundId: string;
                                entry: components["schemas"]["TableEntry"];
                            } | null;
                            /** @description The team's row in its league's current table */
                            homeLeague: {
                                competitionName: string;
                                compoundId: string;
                                entry: components["schemas"]["TableEntry"];
                            } | null;
                        } | null;
                        departures: components["schemas"]["TeamSquad"];
                        feverCurve: components["schemas"]["TeamFeverCurve"] | null;
                        fixtures: components["schemas"]["TeamFixtures"];
                        permanentIds: components["schemas"]["TeamPermanentIds"];
                        profile: components["schemas"]["TeamProfile"];
                        squad: components["schemas"]["TeamSquad"];
                        statistics: components["schemas"]["TeamStatistics"] | null;
                        table: components["schemas"]["Table"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamPreviousAndNextMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "amount-of-matches-after": number;
                "amount-of-matches-before": number;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMatchesAround"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamProfile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamSquadArrivalsForSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saison: string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSquad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamSquadDeparturesForSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saison: string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSquad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamSquadForSeason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                saison: string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamSquad"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamStatistics: {
        parameters: {
            query?: {
                /** @description Recent matches listed */
                amountOfMatches?: number;
            };
            header?: never;
            path: {
                saison: string;
                staffel: string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamStatistics"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    activateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    /** Format: email */
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        activated: true;
                        /** @description The fw_url given at registration */
                        returnUrl: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    blacklistedPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    clubId: string;
                    /** Format: date */
                    date_of_birth: string;
                    firstname: string;
                    lastname: string;
                    /** @description For the club's officials' questions */
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The same answer whether or not the club has such a player: the answer tells nobody who plays where
                         * @enum {boolean}
                         */
                        requested: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkAccountExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                address: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkAppVersion: {
        parameters: {
            query?: {
                "app-release-type"?: "production" | "beta";
            };
            header?: never;
            path: {
                "app-type": "ios" | "android";
                "app-version": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adInfos: {
                            enabled: boolean;
                            tags: string[];
                        };
                        adIvwActive: boolean;
                        forceUpdate: boolean;
                        menu: {
                            title: string;
                            url: string;
                        }[];
                        minVersion: string;
                        storeUrl: string;
                        subscriptionKey: string | null;
                        updateText: string | null;
                        useOnlyHttps: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkNicknameExists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                firstname: string;
                lastname: string;
                nickname: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                        proposals: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPromateurFeature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmBlacklistedPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    playerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        confirmed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmChangeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    /** Format: uuid */
                    userid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmDeletePlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userid: string;
                    verification: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmDeleteRefereeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userid: string;
                    verification: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmMarketingConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    /** Format: uuid */
                    userid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description An agreement waits for its confirmation mail */
                        confirmationPending: boolean;
                        /** Format: date-time */
                        confirmedAt: string | null;
                        /** @description The newest confirmed decision */
                        marketingAgreed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmParentalConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    role: "player" | "referee";
                    /** Format: uuid */
                    userid: string;
                    verification: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        confirmed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmRemoveBlacklistedPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    playerId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        removed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurStatisticsAssociation: {
        parameters: {
            query?: {
                /** @description A Bezirk id: competitions of that Bezirk and its Kreise */
                bezirk?: string;
                /** @description A Kreis id: competitions of that Kreis */
                kreis?: string;
                /** @description A team type id */
                mannschaftsart?: number;
                /** @description Accepted for the client's sake; the totals do not depend on it */
                stats?: "goals" | "penaltyGoals" | "appearances" | "fewestConceded" | "wins" | "fairPlay" | "margin";
                /** @description Association id or code (default association) */
                verband?: string;
                /** @description saison: the current season; monat: the month of the last finished match; wochenende: the last weekend (Friday to Sunday) on which matches were finished */
                zeitraum?: "saison" | "monat" | "wochenende";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        association: {
                            code: string;
                            id: string;
                            name: string;
                        };
                        /** Format: date */
                        endsOn: string | null;
                        /**
                         * Format: date-time
                         * @description When the figures were computed
                         */
                        generatedAt: string | null;
                        /** @description German, e.g. "Stand: 21.11.2026, 15:40 Uhr" */
                        generatedInfo: string | null;
                        goals: number;
                        /** @description Two decimals; 0 without matches */
                        goalsPerMatch: number;
                        matches: number;
                        /** @description German, e.g. "Saison 2026/27", "Letzter Spieltag 20.–22.11.2026" */
                        periodName: string | null;
                        /** Format: date */
                        startsOn: string | null;
                        zeitraum: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurStatisticsFilter: {
        parameters: {
            query?: {
                /** @description Association id or code (default association) */
                verband?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        association: {
                            code: string;
                            id: string;
                            name: string;
                        };
                        associations: {
                            code: string;
                            id: string;
                            name: string;
                        }[];
                        districts: {
                            id: string;
                            kreise: {
                                id: string;
                                name: string;
                            }[];
                            name: string;
                        }[];
                        /** @description The lists' page size when max is not given */
                        pageSize: number;
                        periods: {
                            id: string;
                            label: string;
                            name: string | null;
                        }[];
                        stats: {
                            id: string;
                            label: string;
                            list: "player" | "team" | "match";
                        }[];
                        teamTypes: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurStatisticsMatch: {
        parameters: {
            query?: {
                /** @description A Bezirk id: competitions of that Bezirk and its Kreise */
                bezirk?: string;
                /** @description A Kreis id: competitions of that Kreis */
                kreis?: string;
                /** @description A team type id */
                mannschaftsart?: number;
                max?: number;
                offset?: number;
                /** @description Association id or code (default association) */
                verband?: string;
            };
            header?: never;
            path: {
                /** @description goals: Torreichste Spiele; margin: Höchste Siege */
                stats: "goals" | "margin";
                /** @description saison: the current season; monat: the month of the last finished match; wochenende: the last weekend (Friday to Sunday) on which matches were finished */
                zeitraum: "saison" | "monat" | "wochenende";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        association: {
                            code: string;
                            id: string;
                            name: string;
                        };
                        /** Format: date */
                        endsOn: string | null;
                        entries: components["schemas"]["MatchStatisticsEntry"][];
                        /**
                         * Format: date-time
                         * @description When the figures were computed
                         */
                        generatedAt: string | null;
                        /** @description German, e.g. "Stand: 21.11.2026, 15:40 Uhr" */
                        generatedInfo: string | null;
                        /** @description The page size */
                        max: number;
                        more: boolean;
                        offset: number;
                        /** @description German, e.g. "Saison 2026/27", "Letzter Spieltag 20.–22.11.2026" */
                        periodName: string | null;
                        /** Format: date */
                        startsOn: string | null;
                        stats: string;
                        /** @description Entries of the whole list */
                        total: number;
                        zeitraum: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurStatisticsPlayer: {
        parameters: {
            query?: {
                /** @description A Bezirk id: competitions of that Bezirk and its Kreise */
                bezirk?: string;
                /** @description A Kreis id: competitions of that Kreis */
                kreis?: string;
                /** @description A team type id */
                mannschaftsart?: number;
                max?: number;
                offset?: number;
                /** @description Association id or code (default association) */
                verband?: string;
            };
            header?: never;
            path: {
                /** @description goals: Meiste Tore; penaltyGoals: Meiste Elfmetertore; appearances: Meiste Einsätze */
                stats: "goals" | "penaltyGoals" | "appearances";
                /** @description saison: the current season; monat: the month of the last finished match; wochenende: the last weekend (Friday to Sunday) on which matches were finished */
                zeitraum: "saison" | "monat" | "wochenende";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        association: {
                            code: string;
                            id: string;
                            name: string;
                        };
                        /** Format: date */
                        endsOn: string | null;
                        entries: components["schemas"]["PlayerStatisticsEntry"][];
                        /**
                         * Format: date-time
                         * @description When the figures were computed
                         */
                        generatedAt: string | null;
                        /** @description German, e.g. "Stand: 21.11.2026, 15:40 Uhr" */
                        generatedInfo: string | null;
                        /** @description The page size */
                        max: number;
                        more: boolean;
                        offset: number;
                        /** @description German, e.g. "Saison 2026/27", "Letzter Spieltag 20.–22.11.2026" */
                        periodName: string | null;
                        /** Format: date */
                        startsOn: string | null;
                        stats: string;
                        /** @description Entries of the whole list */
                        total: number;
                        zeitraum: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getAmateurStatisticsTeam: {
        parameters: {
            query?: {
                /** @description A Bezirk id: competitions of that Bezirk and its Kreise */
                bezirk?: string;
                /** @description A Kreis id: competitions of that Kreis */
                kreis?: string;
                /** @description A team type id */
                mannschaftsart?: number;
                max?: number;
                offset?: number;
                /** @description Association id or code (default association) */
                verband?: string;
            };
            header?: never;
            path: {
                /** @description goals: Meiste Tore; fewestConceded: Wenigste Gegentore; wins: Meiste Siege; fairPlay: Beste Fair-Play-Wertung */
                stats: "goals" | "fewestConceded" | "wins" | "fairPlay";
                /** @description saison: the current season; monat: the month of the last finished match; wochenende: the last weekend (Friday to Sunday) on which matches were finished */
                zeitraum: "saison" | "monat" | "wochenende";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        association: {
                            code: string;
                            id: string;
                            name: string;
                        };
                        /** Format: date */
                        endsOn: string | null;
                        entries: components["schemas"]["TeamStatisticsEntry"][];
                        /**
                         * Format: date-time
                         * @description When the figures were computed
                         */
                        generatedAt: string | null;
                        /** @description German, e.g. "Stand: 21.11.2026, 15:40 Uhr" */
                        generatedInfo: string | null;
                        /** @description The page size */
                        max: number;
                        more: boolean;
                        offset: number;
                        /** @description German, e.g. "Saison 2026/27", "Letzter Spieltag 20.–22.11.2026" */
                        periodName: string | null;
                        /** Format: date */
                        startsOn: string | null;
                        stats: string;
                        /** @description Entries of the whole list */
                        total: number;
                        zeitraum: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBfvWamOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: components["schemas"]["CompetitionType"][];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        /** @description The playing areas of the association: the association itself, its Bezirke and their Kreise */
                        playingAreas: {
                            association: components["schemas"]["PlayingArea"] | null;
                            bezirke: {
                                bezirk: components["schemas"]["NamedReference"] | null;
                                id: string;
                                kind: components["schemas"]["AreaKind"];
                                kreis: components["schemas"]["NamedReference"] | null;
                                kreise: components["schemas"]["PlayingArea"][];
                                name: string;
                            }[];
                        };
                        seasons: components["schemas"]["Season"][];
                        teamTypes: components["schemas"]["TeamType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBfvWamThree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description League level id */
                spielklasse: number;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        groups: {
                            competitions: components["schemas"]["CompetitionDetails"][];
                            playingArea: components["schemas"]["PlayingArea"];
                        }[];
                        leagueLevel: components["schemas"]["LeagueLevel"];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBfvWamTwo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Cups, tournaments and other competitions without a league level: no third step for them */
                        competitionsWithoutLevel: components["schemas"]["Competition"][];
                        competitionType: components["schemas"]["CompetitionType"];
                        leagueLevels: {
                            areaKind: components["schemas"]["AreaKind"];
                            competitionCount: number;
                            id: number;
                            name: string;
                            playingAreas: components["schemas"]["PlayingArea"][];
                            rank: number;
                        }[];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCaptchaChallenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parameters: {
                            algorithm: string;
                            cost: number;
                            /** @description Unix seconds */
                            expiresAt: number;
                            keyLength: number;
                            keyPrefix: string;
                            keySignature?: string;
                            nonce: string;
                            salt: string;
                        };
                        signature: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubCalendar: {
        parameters: {
            query?: {
                saison?: string;
            };
            header?: never;
            path: {
                "club-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar document (RFC 5545) with one event per match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getClubsBySearch1: {
        parameters: {
            query?: {
                max?: number;
                /** @description A postal code or its first digits */
                plz?: string;
                /** @description Part of the club's name */
                text?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ClubSummary"][];
                        max: number;
                        more: boolean;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                staffel: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar document (RFC 5545) with one event per match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompetitionsByAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitions: components["schemas"]["CompetitionDetails"][];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getContentPage: {
        parameters: {
            query: {
                /** @description e.g. /allgemein/impressum */
                path: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageAlt: string | null;
                        /** @description An image of the website, e.g. /images/x.svg */
                        imageUrl: string | null;
                        introText: string | null;
                        /** @description The page's address on the website, e.g. /allgemein/impressum */
                        path: string;
                        section: string;
                        title: string;
                        /** Format: date-time */
                        updatedAt: string;
                    } & {
                        breadcrumbs: {
                            path: string;
                            title: string;
                        }[];
                        children: {
                            imageAlt: string | null;
                            /** @description An image of the website, e.g. /images/x.svg */
                            imageUrl: string | null;
                            introText: string | null;
                            /** @description The page's address on the website, e.g. /allgemein/impressum */
                            path: string;
                            section: string;
                            title: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        publishedAt: string | null;
                        /** @description Markdown (raw HTML is not rendered) */
                        text: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getContentPages: {
        parameters: {
            query?: {
                section?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pages: {
                            imageAlt: string | null;
                            /** @description An image of the website, e.g. /images/x.svg */
                            imageUrl: string | null;
                            introText: string | null;
                            /** @description The page's address on the website, e.g. /allgemein/impressum */
                            path: string;
                            section: string;
                            title: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getFevercurveByPlayer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "player-id": string;
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerFeverCurve"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getHomepageNewsListArticles1: {
        parameters: {
            query?: {
                category?: string;
                "channel-id"?: string;
                max?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["NewsArticle"][];
                        max: number;
                        more: boolean;
                        offset: number;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getLiveStream: {
        parameters: {
            query?: {
                /** @description The last event received, where a reader cannot send the Last-Event-ID header; the header wins */
                lastEventId?: number;
                /** @description Matches */
                spiel?: string[];
                /** @description Competitions: their matches and live tables */
                staffel?: string[];
                /** @description Teams (a season's or the permanent id): their matches and their competitions' tables */
                "team-id"?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `match` (the match's whole live state, with the ticker entry just written or removed) and `table` (the competition's live table). Each event's id resumes the stream (Last-Event-ID); a new reader first gets the latest state of what it follows. A comment every 25 s keeps the connection open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getMediaImage: {
        parameters: {
            query?: {
                width?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image in the negotiated format */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/avif": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
            503: components["responses"]["Unavailable"];
        };
    };
    getNationWideLeagueLevels: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A team type id */
                mannschaftsart: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leagueLevels: {
                            id: number;
                            name: string;
                            rank: number;
                        }[];
                        teamType: {
                            id: number;
                            name: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNationWideScorers: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
            };
            header?: never;
            path: {
                /** @description A team type id */
                mannschaftsart: number;
                /** @description A league level id of the team type */
                spielklasse: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        lastUpdate: string | null;
                        leagueLevel: {
                            id: number;
                            name: string;
                            rank: number;
                        };
                        /** @description The page size */
                        max: number;
                        more: boolean;
                        offset: number;
                        scorers: {
                            association: {
                                id: string;
                                name: string;
                            };
                            /** @description Own goals never count for the player */
                            goals: number;
                            matches: number;
                            penaltyGoals: number;
                            player: {
                                firstName: string;
                                id: string;
                                lastName: string;
                            };
                            rank: number;
                            team: components["schemas"]["StatisticsTeam"];
                        }[];
                        teamType: {
                            id: number;
                            name: string;
                        };
                        /** @description Entries of the whole list */
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNationWideTeamTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        teamTypes: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNewsArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        article: components["schemas"]["NewsArticle"] & {
                            author: string | null;
                            /** @description The match a report is about */
                            matchId: string | null;
                            slug: string;
                            /** @description The team a team news is about */
                            teamId: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        related: components["schemas"]["NewsArticle"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNewsCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            count: number;
                            /** @description The category's address part, e.g. frauenfussball */
                            id: string;
                            /** @description As the list filter `category` takes it, e.g. Frauenfußball */
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getNicknameProposals: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                firstname: string;
                lastname: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        proposals: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerMasterData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        badgeTypes: string[];
                        footType: string[];
                        /** @description The youngest age any team type admits */
                        minimumAge: number;
                        nationality: string[];
                        playerLiveStatType: string[];
                        playingPosition: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerProfileMappings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "player-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mappings: components["schemas"]["PlayerMapping"][];
                        playerId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayoffWamOne: {
        parameters: {
            query?: {
                /** @description Season id like 2627 (shown as 26/27) */
                saison?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        playingAreas: {
                            bezirk: components["schemas"]["NamedReference"] | null;
                            id: string;
                            kind: components["schemas"]["AreaKind"];
                            kreis: components["schemas"]["NamedReference"] | null;
                            name: string;
                            teamTypes: {
                                competitionCount: number;
                                id: number;
                                name: string;
                                shortName: string;
                            }[];
                        }[];
                        season: components["schemas"]["Season"];
                        seasons: components["schemas"]["Season"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayoffWamTwo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Playing area id */
                spielgebiet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitions: components["schemas"]["CompetitionDetails"][];
                        playingArea: components["schemas"]["PlayingArea"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPostalCodeCompletions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                plz: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        place: string;
                        plz: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPushSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                token: string;
                /** @description 1 Firebase, 2 APNs, 3 web push */
                "token-type-id": number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            enabled: boolean;
                            id: string;
                            name: string;
                        }[];
                        token: string;
                        tokenTypeId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefereeMasterData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        minimumAge: number;
                        statisticTypes: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSeasonsAndAssociations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        associations: {
                            code: string;
                            id: string;
                            name: string;
                            shortName: string;
                        }[];
                        competitionTypes: {
                            basicType: string;
                            id: number;
                            name: string;
                        }[];
                        currentSeason: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        };
                        defaultAssociationId: string;
                        defaultCompetitionTypeId: number;
                        seasons: {
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        }[];
                        venueTypes: {
                            id: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscriptionIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                token: string;
                /** @description 1 Firebase, 2 APNs, 3 web push */
                "token-type-id": number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ids: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscriptions: {
        parameters: {
            query: {
                /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                token: string;
                /** @description 1 Firebase, 2 APNs, 3 web push */
                "token-type-id": number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            objectRef: string;
                            referenceTypeId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamCalendar: {
        parameters: {
            query?: {
                saison?: string;
            };
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An iCalendar document (RFC 5545) with one event per match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamPermanentIds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPermanentIds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTeamProfileConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                "team-id": string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        config: components["schemas"]["TeamProfileConfig"];
                        season: string;
                        teamPermanentId: string;
                        teamSeasonId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTicker: {
        parameters: {
            query: {
                spiel: string;
                /** @description Only entries newer than this one */
                "ticker-id"?: string;
            };
            header?: {
                "if-modified-since"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchTicker"];
                };
            };
            /** @description Nothing changed since If-Modified-Since */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopLeagues: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopLeagues"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getTopLeagues1: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopLeagues"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getUserMasterData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        genders: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamOne: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: components["schemas"]["CompetitionType"][];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        seasons: components["schemas"]["Season"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamThree: {
        parameters: {
            query?: {
                /** @description League level id */
                spielklasse?: number;
            };
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitions: components["schemas"]["Competition"][];
                        competitionType: components["schemas"]["CompetitionType"];
                        leagueLevels: components["schemas"]["LeagueLevel"][];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamTwo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamTypes: components["schemas"]["TeamType"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Seconds the access token is valid */
                        expiresIn: number;
                        /** @description Seconds the refresh token is valid */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "refresh-token": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        loggedOut: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    passwordForgottenConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "activation-code": string;
                    password: string;
                    /** @description Not used: the code proves the account */
                    "password-old"?: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        changed: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    passwordForgottenRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    address?: string;
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "refresh-token": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accessToken: string;
                        /** @description Seconds the access token is valid */
                        expiresIn: number;
                        /** @description Seconds the refresh token is valid */
                        refreshExpiresIn: number;
                        refreshToken: string;
                        /** @enum {string} */
                        tokenType: "Bearer";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    registerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    address: string;
                    client_id?: string;
                    /** Format: date */
                    date_of_birth?: string;
                    firstname: string;
                    fw_url?: string;
                    "gender-id"?: number;
                    lastname: string;
                    "marketing-agreed"?: boolean;
                    nickname: string;
                    password: string;
                    "terms-of-usage-agreed": boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        activationRequired: true;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    removeBlacklistedPlayerProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    clubId: string;
                    /** Format: date */
                    date_of_birth: string;
                    firstname: string;
                    lastname: string;
                    /** @description For the club's officials' questions */
                    mobile: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /**
                         * @description The same answer whether or not the club has such a player: the answer tells nobody who plays where
                         * @enum {boolean}
                         */
                        requested: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reportAbuse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution"?: string;
                    category?: string;
                    /**
                     * Format: uri
                     * @description A page of this website (SITE_URL)
                     */
                    "content-url": string;
                    /** Format: email */
                    email: string;
                    firstname: string;
                    lastname: string;
                    "reason-id"?: string;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        reported: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    reportTickerAbuse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution"?: string;
                    /** Format: email */
                    email: string;
                    firstname: string;
                    lastname: string;
                    text: string;
                    "ticker-event-id": string;
                    /** @description As getTicker answers it */
                    "ticker-id": string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        reported: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    resendActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    address: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    searchText: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
                /** @description Which groups, comma-separated or repeated: person, competition, team, club, association; all by default */
                types?: string[];
            };
            header?: never;
            path: {
                /** @description What was typed: names in any spelling of umlauts, small typos tolerated; a five-digit postal code finds the clubs of that place */
                text: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groups: components["schemas"]["SearchGroup"][];
                        query: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    searchProfiles: {
        parameters: {
            query?: {
                max?: number;
                offset?: number;
                /** @description Only this kind of profile; all three by default */
                restriction?: "fans" | "players" | "referees";
            };
            header?: never;
            path: {
                /** @description What was typed: names in any spelling of umlauts, small typos tolerated; a five-digit postal code finds the clubs of that place */
                text: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fans: {
                            items: components["schemas"]["SearchFan"][];
                            max: number;
                            more: boolean;
                            offset: number;
                            /** @enum {string} */
                            restriction: "fans";
                            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
                            total: number;
                            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
                            totalCapped: boolean;
                        };
                        players: {
                            items: components["schemas"]["SearchPerson"][];
                            max: number;
                            more: boolean;
                            offset: number;
                            /** @enum {string} */
                            restriction: "players";
                            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
                            total: number;
                            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
                            totalCapped: boolean;
                        };
                        referees: {
                            items: components["schemas"]["SearchPerson"][];
                            max: number;
                            more: boolean;
                            offset: number;
                            /** @enum {string} */
                            restriction: "referees";
                            /** @description The number of matches, at most 100 (counted no further); more tells whether there is a next page */
                            total: number;
                            /** @description True when there are more than 100 matches: total stops counting there ("more than 100") */
                            totalCapped: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    content: string;
                    /** @description Also send the sender a copy (without the recipient's address) */
                    sendCopyToSender: boolean;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMailByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sender's e-mail address; answers go there */
                address: string;
                /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                "captcha-solution": string;
                content: string;
                /** @description Also send the sender a copy (without the recipient's address) */
                sendCopyToSender: boolean;
                /** @description The sender's name */
                sender: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMailForAssociation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    associationId: string;
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    content: string;
                    /** @description Also send the sender a copy (without the recipient's address) */
                    sendCopyToSender: boolean;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMailForAssociationForMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    appType: "ios" | "android";
                    associationId: string;
                    content: string;
                    /** @description Also send the sender a copy (without the recipient's address) */
                    sendCopyToSender: boolean;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                    /** @description Hex HMAC-SHA256 with the apps' key over `<address in lower case>|<YYYY-MM-DD, Europe/Berlin>` */
                    verificationString: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendContactMailForMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    appType: "ios" | "android";
                    content: string;
                    /** @description Also send the sender a copy (without the recipient's address) */
                    sendCopyToSender: boolean;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                    /** @description Hex HMAC-SHA256 with the apps' key over `<address in lower case>|<YYYY-MM-DD, Europe/Berlin>` */
                    verificationString: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToClubManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    content: string;
                    /** @description The club's id */
                    id: string;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToClubManagerByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sender's e-mail address; answers go there */
                address: string;
                /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                "captcha-solution": string;
                content: string;
                /** @description The club's id */
                id: string;
                /** @description The sender's name */
                sender: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToClubManagerForMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    appType: "ios" | "android";
                    content: string;
                    /** @description The club's id */
                    id: string;
                    /** @description The sender's name */
                    sender: string;
                    subject: string;
                    /** @description Hex HMAC-SHA256 with the apps' key over `<address in lower case>|<YYYY-MM-DD, Europe/Berlin>` */
                    verificationString: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToDivisionManager: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                    "captcha-solution": string;
                    content: string;
                    /** @description The sender's name */
                    sender: string;
                    /** @description The competition (Staffel) whose manager is written to */
                    staffel: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToDivisionManagerByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sender's e-mail address; answers go there */
                address: string;
                /** @description The base64 payload the ALTCHA widget submits for a challenge of getCaptchaChallenge */
                "captcha-solution": string;
                content: string;
                /** @description The sender's name */
                sender: string;
                /** @description The competition (Staffel) whose manager is written to */
                staffel: string;
                subject: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    sendMailToDivisionManagerForMobile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: email
                     * @description The sender's e-mail address; answers go there
                     */
                    address: string;
                    appType: "ios" | "android";
                    content: string;
                    /** @description The sender's name */
                    sender: string;
                    /** @description The competition (Staffel) whose manager is written to */
                    staffel: string;
                    subject: string;
                    /** @description Hex HMAC-SHA256 with the apps' key over `<address in lower case>|<YYYY-MM-DD, Europe/Berlin>` */
                    verificationString: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        sent: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "object-ref": string;
                    /** @description 1 team, 2 competition, 3 club, 4 match */
                    referenceTypeId: number;
                    /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                    token: string;
                    /** @description 1 Firebase, 2 APNs, 3 web push */
                    "token-type-id": number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            objectRef: string;
                            referenceTypeId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    "object-ref": string;
                    /** @description 1 team, 2 competition, 3 club, 4 match */
                    referenceTypeId: number;
                    /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                    token: string;
                    /** @description 1 Firebase, 2 APNs, 3 web push */
                    "token-type-id": number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            objectRef: string;
                            referenceTypeId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePushSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description JSON {"goal": false, …} or the categories to be told of, comma-separated */
                    settings: string;
                    /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                    token: string;
                    /** @description 1 Firebase, 2 APNs, 3 web push */
                    "token-type-id": number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            enabled: boolean;
                            id: string;
                            name: string;
                        }[];
                        token: string;
                        tokenTypeId: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    updateToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                    token: string;
                    /** @description 1 Firebase, 2 APNs, 3 web push */
                    "token-type-id": number;
                    /** @description 1 Firebase, 2 APNs, 3 web push */
                    "token-type-new-id": number;
                    /** @description The device's push token; for web push (type 3) the browser's subscription as base64url JSON */
                    tokenNew: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscriptions: {
                            objectRef: string;
                            referenceTypeId: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlayerPerformanceV2: {
        parameters: {
            query: {
                /** @description The current season when left out */
                saison?: string;
                /** @description A season's team id or permanent id; every team of the season when left out */
                "team-id"?: string;
                /** @description A user account's id (uuid) whose account has a player profile, or the player's own id */
                userid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerPerformance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getBfvWamOneV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: {
                            basicType: string;
                            /** @description Competitions per season, only seasons that have any */
                            competitionCounts: {
                                competitionCount: number;
                                seasonId: string;
                            }[];
                            id: number;
                            name: string;
                        }[];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        playingAreas: {
                            association: components["schemas"]["PlayingAreaWithCounts"] | null;
                            bezirke: {
                                bezirk: components["schemas"]["NamedReference"] | null;
                                /** @description Competitions per season, only seasons that have any */
                                competitionCounts: {
                                    competitionCount: number;
                                    seasonId: string;
                                }[];
                                id: string;
                                kind: components["schemas"]["AreaKind"];
                                kreis: components["schemas"]["NamedReference"] | null;
                                kreise: components["schemas"]["PlayingAreaWithCounts"][];
                                name: string;
                            }[];
                        };
                        seasons: components["schemas"]["Season"][];
                        teamTypes: {
                            /** @description Competitions per season, only seasons that have any */
                            competitionCounts: {
                                competitionCount: number;
                                seasonId: string;
                            }[];
                            id: number;
                            name: string;
                            shortName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamOneV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionTypes: {
                            basicType: string;
                            /** @description Competitions per season, only seasons that have any */
                            competitionCounts: {
                                competitionCount: number;
                                seasonId: string;
                            }[];
                            id: number;
                            name: string;
                        }[];
                        currentSeason: components["schemas"]["Season"];
                        mandant: components["schemas"]["Association"];
                        seasons: {
                            competitionCount: number;
                            id: string;
                            isCurrent: boolean;
                            label: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamThreeV2: {
        parameters: {
            query?: {
                /** @description League level id */
                spielklasse?: number;
            };
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Team type id */
                mannschaftsart: number;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        groups: {
                            competitions: components["schemas"]["CompetitionDetails"][];
                            playingArea: components["schemas"]["PlayingArea"];
                        }[];
                        leagueLevels: {
                            areaKind: components["schemas"]["AreaKind"];
                            competitionCount: number;
                            id: number;
                            name: string;
                            rank: number;
                        }[];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamType: components["schemas"]["TeamType"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getWamTwoV2: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Association id or code */
                mandant: string;
                /** @description Season id like 2627 (shown as 26/27) */
                saison: string;
                /** @description Competition type id */
                wettkampftyp: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        competitionType: components["schemas"]["CompetitionType"];
                        mandant: components["schemas"]["Association"];
                        season: components["schemas"]["Season"];
                        teamTypes: {
                            competitionCount: number;
                            hasResults: boolean;
                            id: number;
                            isFemale: boolean;
                            isYouth: boolean;
                            name: string;
                            shortName: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
}
