// Made by `npm run openapi` from docs/openapi.json with openapi-typescript: do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get health
         * @description The server is up. Public: no token needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Sign in: a bearer token for the API, or for staff with two-factor sign-in on, a challenge for the code. Public: no token needed.
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/twofactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with two-factor
         * @description Sign in, second step: a 6-digit code (or a recovery code) for the challenge; a bearer token. Public: no token needed.
         */
        post: operations["signInWithTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sendresetlink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send reset link
         * @description Email a password-reset link to the address, if it belongs to an enabled user (the answer is the same). Public: no token needed.
         */
        post: operations["sendResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resetpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset password
         * @description Set a new password with the GUID of a reset link. Public: no token needed.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record event
         * @description Record an event (sign-in, sign-out, a failed password reset); signed in or not. Public: no token needed.
         */
        post: operations["recordEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open unsubscribe link
         * @description Leads to the notification settings (changes nothing). Public: no token needed.
         */
        get: operations["openUnsubscribeLink"];
        put?: never;
        /**
         * Unsubscribe
         * @description One-click unsubscribe (RFC 8058) from the kinds of email the link names. Public: no token needed.
         */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get current user
         * @description The signed-in user. Anyone signed in, for what they may see: a client their own projects, staff every project. Any API token.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/project/{projectGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project users
         * @description A project's authorised users. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listProjectUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/user/{memberGUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user projects
         * @description The signed-in user's projects, with their counts of open tickets and Site Care reports. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listUserProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get project
         * @description A project and its authorised users. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{projectGuid}/uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get project uptime
         * @description A project’s uptime: current state, uptime over 24 h to 90 days, 30 days of daily figures, incidents. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getProjectUptime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboardpages/project/{projectGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List dashboard pages
         * @description A project's dashboard pages. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listDashboardPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboardpages/{dashboardPageGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get dashboard page
         * @description One dashboard page. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getDashboardPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketviews/project/{projectGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project tickets
         * @description A project's tickets, newest first. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listProjectTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketviews/user/{memberGUID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List user tickets
         * @description The signed-in user's tickets across all their projects, newest first. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listUserTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ticketviews/{ticketGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get ticket
         * @description One ticket. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/updates/ticket/{ticketGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ticket updates
         * @description A ticket's updates, oldest first. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listTicketUpdates"];
        put?: never;
        /**
         * Reply to ticket
         * @description Replies on a ticket: a client’s reply reopens a completed ticket and answers one awaiting the customer; staff post a public update. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        post: operations["replyToTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create ticket
         * @description Opens a ticket on a project: its authorised users, and staff. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload attachment
         * @description Uploads one file to send with a new ticket or reply as `attachmentGuids`. Anyone signed in, for what they may see: a client their own projects, staff every project. API tokens with the scope `tickets:write`.
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{attachmentGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download attachment
         * @description Downloads a file: staff, and the authorised users of its ticket’s project. Anyone signed in, for what they may see: a client their own projects, staff every project. API tokens with the scope `tickets:read`.
         */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get notification settings
         * @description The emails the signed-in person gets about tickets, each on or off. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getNotificationSettings"];
        /**
         * Update notification settings
         * @description Turns kinds of email on or off (kinds left out stay as they are). Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecareschedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List site care schedules
         * @description The Site Care schedules of the signed-in user's projects. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listSiteCareSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecareschedules/{scheduleGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get site care schedule
         * @description One Site Care schedule. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getSiteCareSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecarereports/schedule/{scheduleGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List site care reports
         * @description A Site Care schedule's reports, newest first. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["listSiteCareReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecarereports/{siteCareReportGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get site care report
         * @description One Site Care report. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getSiteCareReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecarereports/{siteCareReportGuid}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download site care report PDF
         * @description One Site Care report as a PDF: completed ones for its clients, drafts too for staff. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["downloadSiteCareReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitecarereports/{siteCareReportGuid}/uptime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get site care report uptime
         * @description The report month’s daily uptime and response time, its incidents, and how uptime was counted. Anyone signed in, for what they may see: a client their own projects, staff every project. Not with an API token.
         */
        get: operations["getSiteCareReportUptime"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inbox tickets
         * @description The inbox: one page of a view, filtered, newest activity first. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:read`.
         */
        get: operations["listInboxTickets"];
        put?: never;
        /**
         * Create agency ticket
         * @description Raises a ticket on behalf of one of a project’s authorised users. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:write`.
         */
        post: operations["createAgencyTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/tickets/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Count inbox tickets
         * @description How many tickets each inbox view holds. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:read`.
         */
        get: operations["countInboxTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description Every tag on tickets, most used first: the suggestions when tagging, and the inbox’s tag filter. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:read`.
         */
        get: operations["listTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/tickets/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update tickets in bulk
         * @description Changes the status, assignee, priority or tags of several tickets at once; 409 (and none changes) when one was changed since. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:write`.
         */
        post: operations["updateTicketsInBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/tickets/{ticketGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agency ticket
         * @description A ticket with its whole thread (internal notes included), its version and its history. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:read`.
         */
        get: operations["getAgencyTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update agency ticket
         * @description Changes a ticket’s title, description, status, assignee, priority or tags; 409 when made on an older version. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:write`.
         */
        patch: operations["updateAgencyTicket"];
        trace?: never;
    };
    "/api/agency/tickets/{ticketGuid}/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Post agency ticket update
         * @description Posts a public update (the client reads it) or an internal note (staff only). Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:write`.
         */
        post: operations["postAgencyTicketUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List assignable staff
         * @description Staff and admins, for the assignee list. Staff and admins (a client’s token gets 403). API tokens with the scope `tickets:read`.
         */
        get: operations["listAssignableStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List clients
         * @description A page of the client users (disabled ones marked), by name; searched on name and email, or those of a project. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create client
         * @description Adds a client, authorised on the given projects, and emails them an invitation to set a password. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/clients/{userGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get client
         * @description A client with their projects, last sign-in and the history of staff changes to their account. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update client
         * @description Changes a client’s name or email, or disables them (every token stops working at once) or enables them. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateClient"];
        trace?: never;
    };
    "/api/agency/clients/{userGuid}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite client
         * @description Emails the client a new invitation link (earlier ones stay valid until they expire); 409 if disabled or the client has a password. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["inviteClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agency projects
         * @description A page of the projects by name, with their enabled users, open tickets and Site Care schedule; searched on name, filtered by status. Staff and admins (a client’s token gets 403). API tokens with the scope `projects:read`.
         */
        get: operations["listAgencyProjects"];
        put?: never;
        /**
         * Create project
         * @description Creates a project. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agency project
         * @description A project with its users, dashboard pages (in order), schedule and history. Staff and admins (a client’s token gets 403). API tokens with the scope `projects:read`.
         */
        get: operations["getAgencyProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update project
         * @description Changes a project’s name, status or dates (the period is checked on the changed project). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/users/{userGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grant project access
         * @description Authorises a client user on the project (granting again changes nothing). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        put: operations["grantProjectAccess"];
        post?: never;
        /**
         * Revoke project access
         * @description Takes a user’s authorisation on the project away. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        delete: operations["revokeProjectAccess"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/dashboardpages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create dashboard page
         * @description Adds a dashboard page, last in the project’s order. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createDashboardPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/dashboardpages/{dashboardPageGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete dashboard page
         * @description Removes a dashboard page; the others close up. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        delete: operations["deleteDashboardPage"];
        options?: never;
        head?: never;
        /**
         * Update dashboard page
         * @description Changes a dashboard page’s title, icon or URL, or moves it (sortOrder; the others close up). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateDashboardPage"];
        trace?: never;
    };
    "/api/agency/monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List monitors
         * @description Every monitor of every project, down first, with its uptime over 24 hours and 30 days. Staff and admins (a client’s token gets 403). API tokens with the scope `monitors:read`.
         */
        get: operations["listMonitors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/monitors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List project monitors
         * @description A project’s uptime monitors with what their checks found last. Staff and admins (a client’s token gets 403). API tokens with the scope `monitors:read`.
         */
        get: operations["listProjectMonitors"];
        put?: never;
        /**
         * Create monitor
         * @description Adds an uptime monitor (checked first within its interval). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createMonitor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/monitors/{monitorGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete monitor
         * @description Removes a monitor and everything it measured. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        delete: operations["deleteMonitor"];
        options?: never;
        head?: never;
        /**
         * Update monitor
         * @description Changes a monitor. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateMonitor"];
        trace?: never;
    };
    "/api/agency/alert-channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alert channels
         * @description Every alert channel, by name (other staff than admins read only its address’s origin). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listAlertChannels"];
        put?: never;
        /**
         * Create alert channel
         * @description Adds an alert channel (a generic webhook gets its signing secret); admins only. Not with an API token.
         */
        post: operations["createAlertChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/alert-channels/{channelGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete alert channel
         * @description Removes an alert channel from every project and the defaults, with its deliveries; admins only. Not with an API token.
         */
        delete: operations["deleteAlertChannel"];
        options?: never;
        head?: never;
        /**
         * Update alert channel
         * @description Renames an alert channel or changes its address; admins only. Not with an API token.
         */
        patch: operations["updateAlertChannel"];
        trace?: never;
    };
    "/api/agency/alert-channels/{channelGuid}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test alert channel
         * @description Sends a test message to the channel, delivered and logged as any alert. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["testAlertChannel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/alert-defaults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get alert defaults
         * @description Where alerts go for projects that follow the workspace’s defaults. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getAlertDefaults"];
        /**
         * Update alert defaults
         * @description Sets the workspace’s defaults: staff email on or off, and the channels; admins only. Not with an API token.
         */
        put: operations["updateAlertDefaults"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get project alerts
         * @description Where a project’s alerts go: its own choice, or the workspace’s defaults in force. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getProjectAlerts"];
        /**
         * Update project alerts
         * @description Sets a project’s own choice of alerts, or (followsDefaults) returns it to the workspace’s defaults. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        put: operations["updateProjectAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/alert-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List alert deliveries
         * @description The most recent alert deliveries with every attempt, newest first (failing: only the failures). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listAlertDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/maintenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List maintenance windows
         * @description A project’s maintenance windows that have not ended (a weekly one never does), soonest first. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listMaintenanceWindows"];
        put?: never;
        /**
         * Create maintenance window
         * @description Plans a maintenance window: checks go on, nothing alerts, and its time counts as neither up nor down. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createMaintenanceWindow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/maintenance/{windowGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete maintenance window
         * @description Removes a maintenance window. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        delete: operations["deleteMaintenanceWindow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inbound emails
         * @description Messages read from the support mailbox in one state (default to-sort), newest first. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listInboundEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/emails/{inboundGuid}/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create ticket from email
         * @description Opens a ticket from an email to sort, for its sender, on one of their projects. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createTicketFromEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/emails/{inboundGuid}/discard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Discard inbound email
         * @description Discards an email to sort: nothing is answered. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["discardInboundEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/saved-replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved replies
         * @description The saved replies the staff member may use: every shared one and their own, by title. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listSavedReplies"];
        put?: never;
        /**
         * Create saved reply
         * @description Saves a reply, shared with every staff member (default) or for the caller alone. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createSavedReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/saved-replies/{replyGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete saved reply
         * @description Removes a saved reply (a personal one: its owner only). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        delete: operations["deleteSavedReply"];
        options?: never;
        head?: never;
        /**
         * Update saved reply
         * @description Changes a saved reply (a personal one: its owner only). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateSavedReply"];
        trace?: never;
    };
    "/api/agency/saved-replies/{replyGuid}/fill": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fill saved reply
         * @description A saved reply with its placeholders filled from a ticket, for its composer (nothing is saved). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["fillSavedReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/helpdesk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get helpdesk settings
         * @description How the helpdesk works: the composer’s default, what clients see, working time and response targets. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getHelpdeskSettings"];
        /**
         * Update helpdesk settings
         * @description Admins: changes how the helpdesk works; new working time or targets move every open ticket’s due times. Not with an API token.
         */
        put: operations["updateHelpdeskSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/targets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get project targets
         * @description A project’s response targets: its own, or the workspace’s. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getProjectTargets"];
        /**
         * Update project targets
         * @description Gives a project response targets of its own, or lets it follow the workspace’s. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        put: operations["updateProjectTargets"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/projects/{projectGuid}/sitecareschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set site care schedule
         * @description Gives the project a Site Care schedule, or changes the one it has. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        put: operations["setSiteCareSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/sitecare/due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List due site care reports
         * @description Active schedules whose report for this month (UTC) is not completed by their Site Care day. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["listDueSiteCareReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/sitecareschedules/{scheduleGuid}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agency site care schedule
         * @description A schedule with its reports, newest month first. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getAgencySiteCareSchedule"];
        put?: never;
        /**
         * Create site care report
         * @description Starts the draft report of a month (one report a month; 409 when it exists). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createSiteCareReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/sitecarereports/{reportGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get agency site care report
         * @description A report with its project and history. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getAgencySiteCareReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update site care report
         * @description Changes a draft report’s fields (HTML sanitised; 409 on a completed report: reopen it first). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        patch: operations["updateSiteCareReport"];
        trace?: never;
    };
    "/api/agency/sitecarereports/{reportGuid}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete site care report
         * @description Completes a draft report: the client sees it in full (400 until staff confirmed the offsite backup and the visual check; 409 when completed already). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["completeSiteCareReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/sitecarereports/{reportGuid}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen site care report
         * @description Takes a completed report back to a draft (409 when it is a draft). Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["reopenSiteCareReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff accounts
         * @description Every staff and admin account (disabled ones marked), by name; admins only. Not with an API token.
         */
        get: operations["listStaffAccounts"];
        put?: never;
        /**
         * Create staff account
         * @description Adds a staff or admin account and emails an invitation to set a password; admins only. Not with an API token.
         */
        post: operations["createStaffAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/staff/{userGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update staff account
         * @description Changes a staff account’s role, or disables or enables it; the last admin who can sign in cannot be demoted or disabled, nor an admin disable themselves. Admins only. Not with an API token.
         */
        patch: operations["updateStaffAccount"];
        trace?: never;
    };
    "/api/agency/settings/staff/{userGuid}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite staff member
         * @description Emails a staff member a new invitation link; 409 if the account is disabled or has a password; admins only. Not with an API token.
         */
        post: operations["inviteStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit entries
         * @description The audit log, newest first, a page at a time, narrowed to one entity and/or one actor; admins only. Not with an API token.
         */
        get: operations["listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/me/twofactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get two-factor status
         * @description Whether my two-factor sign-in is on, and whether the admins require it. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/me/twofactor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start two-factor setup
         * @description A new secret (with its QR code) for my authenticator app; on only once a code confirms it. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["startTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/me/twofactor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable two-factor
         * @description Turns my two-factor sign-in on with a code of the new secret; ten recovery codes, shown once. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["enableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/me/twofactor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable two-factor
         * @description Turns my two-factor sign-in off with a code or a recovery code; 409 while the admins require it. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/me/twofactor/recoverycodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create recovery codes
         * @description Ten new recovery codes, confirmed with a code; the earlier ones stop working. Staff and admins (a client’s token gets 403). Not with an API token.
         */
        post: operations["createRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get security settings
         * @description Admins: whether every staff account must use two-factor sign-in. Not with an API token.
         */
        get: operations["getSecuritySettings"];
        /**
         * Update security settings
         * @description Admins: requires two-factor sign-in of every staff account, or stops requiring it. Not with an API token.
         */
        put: operations["updateSecuritySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List api tokens
         * @description Admins: every API token, newest first, with when and from where each was last used. Not with an API token.
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Create api token
         * @description Admins: makes an API token with its scopes and expiry; the answer holds the token, shown this once. Not with an API token.
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/settings/api-tokens/{tokenGuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke api token
         * @description Admins: revokes an API token; its next request, to any server, is refused. Not with an API token.
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "ticket.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket is opened
         * @description Sent to each alert channel told of `ticket.created` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Answer 2xx to take it.
         */
        post: operations["ticketCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ticket.update_posted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A public update is posted (by staff or the client)
         * @description Sent to each alert channel told of `ticket.update_posted` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Answer 2xx to take it.
         */
        post: operations["ticketUpdatePostedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ticket.note_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An internal note is added
         * @description Sent to each alert channel told of `ticket.note_added` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Only to channels allowed internal content. Answer 2xx to take it.
         */
        post: operations["ticketNoteAddedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ticket.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket’s status changes
         * @description Sent to each alert channel told of `ticket.status_changed` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Answer 2xx to take it.
         */
        post: operations["ticketStatusChangedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "ticket.assignee_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A ticket is assigned to someone else
         * @description Sent to each alert channel told of `ticket.assignee_changed` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Answer 2xx to take it.
         */
        post: operations["ticketAssigneeChangedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "report.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A Site Care report is completed
         * @description Sent to each alert channel told of `report.completed` (Monitoring → Alerts), in the transaction of the change: once, retried after a failure (any answer but 2xx, or none within 10 s) and given up after the last retry, each attempt logged for staff. Answer 2xx to take it.
         */
        post: operations["reportCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AgencyDashboardPage: {
            dashboardPageGuid: string;
            title: string;
            iconClass: string;
            url: string;
            projectGuid: string;
            sortOrder: number;
        };
        AgencyMonitor: {
            monitorGuid: string;
            projectGuid: string;
            name: string | null;
            url: string;
            expectedStatusMin: number;
            expectedStatusMax: number;
            keyword: string | null;
            intervalSeconds: number;
            timeoutSeconds: number;
            ignoreTlsErrors: boolean;
            state: components["schemas"]["MonitorState"];
            stateSince: string | null;
            lastCheckedAt: string | null;
            lastResponseMs: number | null;
            lastError: string | null;
            certificateExpiresAt: string | null;
            projectName: string;
            uptime24h: number | null;
            uptime30d: number | null;
            /** Format: date-time */
            monitoredSince: string;
        };
        AgencyMonitorList: components["schemas"]["AgencyMonitor"][];
        AgencyProject: {
            projectGuid: string;
            name: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status: string;
            startDate: string | null;
            periodStartDate: string | null;
            periodEndDate: string | null;
            users: components["schemas"]["Person"][];
            countOfOpenTickets: number;
            schedule: components["schemas"]["AgencySchedule"] | null;
        };
        AgencyProjectDetail: {
            projectGuid: string;
            name: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status: string;
            startDate: string | null;
            periodStartDate: string | null;
            periodEndDate: string | null;
            users: components["schemas"]["Person"][];
            countOfOpenTickets: number;
            schedule: components["schemas"]["AgencySchedule"] | null;
            dashboardPages: components["schemas"]["AgencyDashboardPage"][];
            history: components["schemas"]["AuditEntry"][];
        };
        AgencyProjectPage: {
            items: components["schemas"]["AgencyProject"][];
            total: number;
            page: number;
            pageSize: number;
        };
        AgencyReport: {
            siteCareReportGuid: string;
            siteCareScheduleGuid: string;
            domainName: string;
            /** Format: date-time */
            createdDateTime: string;
            completedDateTime: string | null;
            comments: string | null;
            siteHealth: string | null;
            pluginsUpdated: string | null;
            pluginsDeleted: string | null;
            cmsCoreVersion: string | null;
            cmsCoreUpdate: string | null;
            themesUpdated: string | null;
            themesDeleted: string | null;
            downtimes: number | null;
            totalDowntime: number | null;
            averageResponseTime: number | null;
            securityIssues: string | null;
            miscellaneous: string | null;
            month: string;
            projectGuid: string | null;
            projectName: string | null;
            offsiteBackupConfirmed: boolean;
            visualCheckConfirmed: boolean;
            history: components["schemas"]["AuditEntry"][];
        };
        AgencyReportListItem: {
            siteCareReportGuid: string;
            month: string;
            /** Format: date-time */
            createdDateTime: string;
            completedDateTime: string | null;
        };
        AgencySchedule: {
            siteCareScheduleGuid: string;
            domainName: string;
            siteCareDay: number;
            status: string;
            countOfSiteCareReports: number;
        };
        AgencyScheduleReports: {
            siteCareScheduleGuid: string;
            domainName: string;
            siteCareDay: number;
            status: string;
            projectGuid: string | null;
            projectName: string | null;
            reports: components["schemas"]["AgencyReportListItem"][];
        };
        AgencyTicket: {
            ticketGuid: string;
            ticketId: number;
            name: string;
            description: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            tags: string[];
            projectGuid: string;
            projectName: string;
            createdBy: components["schemas"]["Person"] | null;
            assignee: components["schemas"]["Person"] | null;
            /** Format: date-time */
            createdDateTime: string;
            /** Format: date-time */
            lastActivityAt: string;
            due: components["schemas"]["TicketDue"];
            version: number;
            attachments: components["schemas"]["AttachmentList"];
            thread: components["schemas"]["ThreadEntry"][];
            history: components["schemas"]["AuditEntry"][];
        };
        AgencyTicketChange: {
            version: number;
            name?: string;
            description?: string;
            status?: components["schemas"]["TicketStatus"];
            assigneeUserGuid?: string | null;
            priority?: components["schemas"]["TicketPriority"];
            tags?: string[];
        };
        AgencyTicketsBulkChange: {
            tickets: {
                ticketGuid: string;
                version: number;
            }[];
            status?: components["schemas"]["TicketStatus"];
            assigneeUserGuid?: string | null;
            priority?: components["schemas"]["TicketPriority"];
            addTags?: string[];
            removeTags?: string[];
        };
        AlertChannel: {
            channelGuid: string;
            name: string;
            kind: components["schemas"]["AlertChannelKind"];
            url: string;
            secret: string | null;
            isDefault: boolean;
            projectCount: number;
            /** Format: date-time */
            createdAt: string;
            events: components["schemas"]["WebhookEventType"][];
            internalContent: boolean;
        };
        AlertChannelChange: {
            name?: string;
            url?: string;
            events?: components["schemas"]["WebhookEventType"][];
            internalContent?: boolean;
        };
        /** @enum {string} */
        AlertChannelKind: "slack" | "teams" | "discord" | "webhook";
        AlertChannelList: components["schemas"]["AlertChannel"][];
        AlertDefaults: {
            emailStaff: boolean;
            channelGuids: string[];
        };
        AlertDefaultsChange: {
            emailStaff: boolean;
            channelGuids: string[];
        };
        AlertDelivery: {
            deliveryGuid: string;
            channelGuid: string;
            channelName: string;
            event: components["schemas"]["AlertEventType"];
            title: string;
            /** @enum {string} */
            state: "pending" | "sending" | "sent" | "failed";
            /** Format: date-time */
            createdAt: string;
            sentAt: string | null;
            nextAttemptAt: string | null;
            attempts: {
                attempt: number;
                /** Format: date-time */
                attemptedAt: string;
                statusCode: number | null;
                error: string | null;
                durationMs: number;
            }[];
        };
        AlertDeliveryList: components["schemas"]["AlertDelivery"][];
        /** @enum {string} */
        AlertEventType: "down" | "up" | "certificate-expiring" | "certificate-expired" | "test" | "ticket.created" | "ticket.update_posted" | "ticket.note_added" | "ticket.status_changed" | "ticket.assignee_changed" | "report.completed";
        ApiError: {
            /** @enum {string} */
            error: "bad_request" | "unauthorized" | "forbidden" | "not_found" | "conflict" | "payload_too_large" | "rate_limited" | "unavailable" | "internal";
            message: string;
        };
        ApiToken: {
            tokenGuid: string;
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            expiresAt: string | null;
            revokedAt: string | null;
            lastUsedAt: string | null;
            lastUsedAddress: string | null;
        };
        ApiTokenCreated: {
            tokenGuid: string;
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            createdBy: string | null;
            expiresAt: string | null;
            revokedAt: string | null;
            lastUsedAt: string | null;
            lastUsedAddress: string | null;
            token: string;
        };
        ApiTokenList: components["schemas"]["ApiToken"][];
        /** @enum {string} */
        ApiTokenScope: "tickets:read" | "tickets:write" | "projects:read" | "monitors:read";
        /**
         * @example {
         *       "attachmentGuid": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d",
         *       "fileName": "screenshot.png",
         *       "contentType": "image/png",
         *       "sizeBytes": 48213
         *     }
         */
        Attachment: {
            attachmentGuid: string;
            fileName: string;
            contentType: string;
            sizeBytes: number;
        };
        AttachmentList: components["schemas"]["Attachment"][];
        AuditEntry: {
            auditGuid: string;
            actor: components["schemas"]["Person"] | null;
            objectType: string;
            objectGuid: string;
            action: string;
            ipAddress: string | null;
            changes: {
                [key: string]: {
                    before: unknown;
                    after: unknown;
                };
            };
            /** Format: date-time */
            createdAt: string;
            names: {
                [key: string]: string;
            };
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            hasMore: boolean;
            page: number;
            pageSize: number;
        };
        AuthenticatedToken: {
            token: string;
        };
        AuthenticateRequest: {
            username: string;
            password: string;
            /**
             * @description The portal’s sign-in key (AUTH_SITE_KEY): sent with a sign-in and a reset link; any other value is refused (400).
             * @enum {string}
             */
            siteKey: "client-portal-auth";
        };
        AuthenticateResponse: components["schemas"]["AuthenticatedToken"] | components["schemas"]["TwoFactorChallenge"];
        BulkResult: {
            changed: number;
        };
        BusinessHours: {
            timeZone: string;
            workingDays: number[];
            start: string;
            end: string;
            holidays: string[];
        };
        ClientChange: {
            firstName?: string;
            lastName?: string;
            email?: string;
            disabled?: boolean;
        };
        ClientDetail: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
            disabled: boolean;
            hasPassword: boolean;
            projects: components["schemas"]["ProjectRef"][];
            lastSignInAt: string | null;
            /** Format: date-time */
            createdAt: string;
            history: components["schemas"]["AuditEntry"][];
        };
        ClientPage: {
            items: components["schemas"]["ClientSummary"][];
            total: number;
            page: number;
            pageSize: number;
        };
        ClientSummary: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
            disabled: boolean;
            hasPassword: boolean;
            projects: components["schemas"]["ProjectRef"][];
            lastSignInAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * @example {
         *       "memberGUID": "0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d",
         *       "firstName": "Casey",
         *       "lastName": "Client",
         *       "email": "casey@acme.test",
         *       "role": "client"
         *     }
         */
        CurrentUser: {
            memberGUID: string;
            firstName: string;
            lastName: string;
            email: string;
            role: components["schemas"]["UserRole"];
        };
        DashboardPage: {
            dashboardPageGuid: string;
            title: string;
            iconClass: string;
            url: string;
            projectGuid: string;
        };
        DashboardPageChange: {
            title?: string;
            /** @enum {string} */
            iconClass?: "bi bi-speedometer2" | "bi bi-graph-up" | "bi bi-bar-chart" | "bi bi-pie-chart" | "bi bi-activity" | "bi bi-globe" | "bi bi-search" | "bi bi-cart" | "bi bi-people" | "bi bi-envelope" | "bi bi-calendar" | "bi bi-clipboard-data" | "bi bi-table" | "bi bi-kanban" | "bi bi-shield-check" | "bi bi-lightning" | "bi bi-cloud" | "bi bi-file-earmark-text" | "bi bi-megaphone" | "bi bi-star";
            url?: string;
            sortOrder?: number;
        };
        DashboardPageList: {
            dashboardPages: components["schemas"]["DashboardPage"][];
        };
        DashboardPageResponse: {
            dashboardPage: components["schemas"]["DashboardPage"];
        };
        DueSchedule: {
            siteCareScheduleGuid: string;
            domainName: string;
            siteCareDay: number;
            projectGuid: string | null;
            projectName: string | null;
            month: string;
            draftReportGuid: string | null;
        };
        DueScheduleList: components["schemas"]["DueSchedule"][];
        /** @enum {string} */
        DueState: "on-track" | "at-risk" | "breached" | "paused";
        EnableTwoFactorRequest: {
            code: string;
        };
        EventInsertRequest: {
            /**
             * @description The portal’s events key (EVENTS_SITE_KEY): sent with an event; any other value is refused (400).
             * @enum {string}
             */
            siteKey: "client-portal-events";
            eventTypeName: components["schemas"]["EventTypeName"];
            userGuid?: string | null;
            objectGuid?: string | null;
            description?: string | null;
        };
        /** @enum {string} */
        EventTypeName: "LoggedIn" | "LoggedOut" | "PasswordResetFailed";
        FilledSavedReply: {
            body: string;
        };
        HelpdeskSettings: {
            /** @enum {string} */
            composerDefault: "public" | "internal";
            clientsSeePriority: boolean;
            businessHours: components["schemas"]["BusinessHours"];
            targets: components["schemas"]["ResponseTargets"];
        };
        HelpdeskSettingsInput: {
            /** @enum {string} */
            composerDefault: "public" | "internal";
            clientsSeePriority: boolean;
            businessHours: components["schemas"]["BusinessHours"];
            targets: components["schemas"]["ResponseTargets"];
        };
        InboundEmail: {
            inboundGuid: string;
            fromAddress: string;
            fromName: string;
            subject: string;
            preview: string;
            /** Format: date-time */
            receivedAt: string;
            state: components["schemas"]["InboundEmailState"];
            reason: string;
            ticket: {
                ticketGuid: string;
                ticketId: number;
                name: string;
            } | null;
            sender: {
                userGuid: string;
                name: string;
                isStaff: boolean;
                disabled: boolean;
                projects: {
                    projectGuid: string;
                    name: string;
                }[];
            } | null;
            canOpenTicket: boolean;
        };
        InboundEmailList: {
            emails: components["schemas"]["InboundEmail"][];
            toSort: number;
        };
        /** @enum {string} */
        InboundEmailState: "to-sort" | "automatic" | "posted" | "opened" | "discarded";
        InboundEmailTicket: {
            projectGuid: string;
        };
        InboundEmailTicketOpened: {
            ticketGuid: string;
        };
        InboxCounts: {
            waiting: number;
            awaiting: number;
            mine: number;
            unassigned: number;
            all: number;
        };
        InboxPage: {
            items: components["schemas"]["InboxRow"][];
            total: number;
            page: number;
            pageSize: number;
        };
        InboxRow: {
            ticketGuid: string;
            ticketId: number;
            name: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            tags: string[];
            projectGuid: string;
            projectName: string;
            createdBy: components["schemas"]["Person"] | null;
            assignee: components["schemas"]["Person"] | null;
            /** Format: date-time */
            lastActivityAt: string;
            due: components["schemas"]["TicketDue"];
            version: number;
        };
        /** @enum {string} */
        InboxSort: "activity" | "due";
        /** @enum {string} */
        InboxView: "waiting" | "awaiting" | "mine" | "unassigned" | "all";
        Incident: {
            /** Format: date-time */
            startedAt: string;
            endedAt: string | null;
            durationSeconds: number;
            cause: components["schemas"]["IncidentCause"];
        };
        /** @enum {string} */
        IncidentCause: "The site did not answer" | "The site answered with an error" | "Unexpected response" | "Unexpected content" | "Certificate expired" | "Certificate problem";
        InvitationSent: {
            sentTo: string;
            /** Format: date-time */
            expiresAt: string;
        };
        MaintenanceOccurrence: {
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            note: string;
        };
        MaintenanceWindow: {
            windowGuid: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            note: string;
            repeatsWeekly: boolean;
            /** Format: date-time */
            createdAt: string;
        };
        MaintenanceWindowList: components["schemas"]["MaintenanceWindow"][];
        Monitor: {
            monitorGuid: string;
            projectGuid: string;
            name: string | null;
            url: string;
            expectedStatusMin: number;
            expectedStatusMax: number;
            keyword: string | null;
            intervalSeconds: number;
            timeoutSeconds: number;
            ignoreTlsErrors: boolean;
            state: components["schemas"]["MonitorState"];
            stateSince: string | null;
            lastCheckedAt: string | null;
            lastResponseMs: number | null;
            lastError: string | null;
            certificateExpiresAt: string | null;
        };
        MonitorChange: {
            name?: string | null;
            url?: string;
            expectedStatusMin?: number;
            expectedStatusMax?: number;
            keyword?: string | null;
            intervalSeconds?: number;
            timeoutSeconds?: number;
            ignoreTlsErrors?: boolean;
        };
        MonitorList: components["schemas"]["Monitor"][];
        /** @enum {string} */
        MonitorState: "pending" | "up" | "down";
        NewAgencyTicket: {
            projectGuid: string;
            onBehalfOfUserGuid: string;
            name: string;
            description: string;
            /** @default [] */
            attachmentGuids?: string[];
        };
        NewAlertChannel: {
            name: string;
            kind: components["schemas"]["AlertChannelKind"];
            url: string;
            /** @default [] */
            events?: components["schemas"]["WebhookEventType"][];
            /** @default false */
            internalContent?: boolean;
        };
        NewApiToken: {
            name: string;
            scopes: components["schemas"]["ApiTokenScope"][];
            expiresInDays: number | null;
        };
        NewClient: {
            firstName: string;
            lastName: string;
            email: string;
            /** @default [] */
            projectGuids?: string[];
        };
        NewDashboardPage: {
            title: string;
            /** @enum {string} */
            iconClass: "bi bi-speedometer2" | "bi bi-graph-up" | "bi bi-bar-chart" | "bi bi-pie-chart" | "bi bi-activity" | "bi bi-globe" | "bi bi-search" | "bi bi-cart" | "bi bi-people" | "bi bi-envelope" | "bi bi-calendar" | "bi bi-clipboard-data" | "bi bi-table" | "bi bi-kanban" | "bi bi-shield-check" | "bi bi-lightning" | "bi bi-cloud" | "bi bi-file-earmark-text" | "bi bi-megaphone" | "bi bi-star";
            url: string;
        };
        NewMaintenanceWindow: {
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @default  */
            note?: string;
            /** @default false */
            repeatsWeekly?: boolean;
        };
        NewMonitor: {
            /** @default null */
            name?: string | null;
            url: string;
            /** @default 200 */
            expectedStatusMin?: number;
            /** @default 399 */
            expectedStatusMax?: number;
            /** @default null */
            keyword?: string | null;
            /** @default 300 */
            intervalSeconds?: number;
            /** @default 10 */
            timeoutSeconds?: number;
            /** @default false */
            ignoreTlsErrors?: boolean;
        };
        NewProject: {
            name: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status: string;
            startDate?: string | null;
            periodStartDate?: string | null;
            periodEndDate?: string | null;
        };
        NewReply: {
            updateText: string;
            /** @default [] */
            attachmentGuids?: string[];
        };
        NewReport: {
            month: string;
        };
        NewSavedReply: {
            title: string;
            body: string;
            /** @default true */
            shared?: boolean;
        };
        NewStaffAccount: {
            firstName: string;
            lastName: string;
            email: string;
            role: components["schemas"]["StaffRole"];
        };
        NewThreadEntry: {
            updateText: string;
            internal: boolean;
            /** @default [] */
            attachmentGuids?: string[];
        };
        NewTicket: {
            projectGuid: string;
            name: string;
            description: string;
            /** @default [] */
            attachmentGuids?: string[];
        };
        /** @enum {string} */
        NotificationKind: "ticket-activity" | "site-care-reports" | "new-tickets" | "client-replies" | "site-alerts" | "certificate-expiry" | "site-status" | "response-targets";
        NotificationSetting: {
            kind: components["schemas"]["NotificationKind"];
            enabled: boolean;
        };
        NotificationSettings: {
            settings: components["schemas"]["NotificationSetting"][];
        };
        NotificationSettingsChange: {
            settings: {
                kind: components["schemas"]["NotificationKind"];
                enabled: boolean;
            }[];
        };
        Ok: {
            /** @constant */
            ok: true;
        };
        Person: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
        };
        ProjectAlerts: {
            followsDefaults: boolean;
            emailStaff: boolean;
            channelGuids: string[];
            incidentTickets: boolean;
            clientAlertMinutes: number | null;
        };
        ProjectAlertsChange: {
            followsDefaults: boolean;
            /** @default true */
            emailStaff?: boolean;
            /** @default [] */
            channelGuids?: string[];
            incidentTickets?: boolean;
            clientAlertMinutes?: number | null;
        };
        ProjectChange: {
            name?: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status?: string;
            startDate?: string | null;
            periodStartDate?: string | null;
            periodEndDate?: string | null;
        };
        ProjectDetail: {
            projectDto: components["schemas"]["ProjectDto"];
            projectUsers: components["schemas"]["ProjectUser"][];
        };
        /**
         * @example {
         *       "projectGuid": "5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
         *       "name": "Acme website",
         *       "status": "active",
         *       "startDate": "2026-03-02",
         *       "periodStartDate": "2026-11-01",
         *       "periodEndDate": "2027-10-31"
         *     }
         */
        ProjectDto: {
            projectGuid: string;
            name: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status: string;
            startDate: string | null;
            periodStartDate: string | null;
            periodEndDate: string | null;
        };
        ProjectList: components["schemas"]["ProjectListItem"][];
        /**
         * @example {
         *       "projectGuid": "5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
         *       "name": "Acme website",
         *       "status": "active",
         *       "countOfOpenTickets": 2,
         *       "countOfSiteCareReports": 11,
         *       "siteCareScheduleGuid": "9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d"
         *     }
         */
        ProjectListItem: {
            projectGuid: string;
            name: string;
            /**
             * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
             * @example active
             */
            status: string;
            countOfOpenTickets: number;
            countOfSiteCareReports: number;
            siteCareScheduleGuid: string | null;
        };
        ProjectRef: {
            projectGuid: string;
            name: string;
        };
        ProjectTargets: {
            followsDefault: boolean;
            firstResponseMinutes: number | null;
            resolutionMinutes: number | null;
        };
        ProjectUptime: {
            /** @enum {string} */
            state: "operational" | "down" | "maintenance" | "not-monitored";
            since: string | null;
            uptime: {
                h24: number | null;
                d7: number | null;
                d30: number | null;
                d90: number | null;
            };
            maintenance: components["schemas"]["MaintenanceOccurrence"] | null;
            monitoredSince: string | null;
            daily: components["schemas"]["UptimeDay"][];
            incidents: components["schemas"]["Incident"][];
            method: {
                intervalSeconds: number | null;
                confirmChecks: number;
            };
        };
        ProjectUser: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
        };
        ProjectUserList: components["schemas"]["ProjectUser"][];
        RecoveryCodes: {
            recoveryCodes: string[];
        };
        ReportChange: {
            comments?: string | null;
            siteHealth?: string | null;
            pluginsUpdated?: string | null;
            pluginsDeleted?: string | null;
            cmsCoreVersion?: string | null;
            cmsCoreUpdate?: string | null;
            themesUpdated?: string | null;
            themesDeleted?: string | null;
            downtimes?: number | null;
            totalDowntime?: number | null;
            averageResponseTime?: number | null;
            securityIssues?: string | null;
            miscellaneous?: string | null;
            offsiteBackupConfirmed?: boolean;
            visualCheckConfirmed?: boolean;
        };
        ReportUptime: {
            measured: {
                intervalSeconds: number;
                confirmChecks: number;
            } | null;
            daily: components["schemas"]["UptimeDay"][];
            incidents: components["schemas"]["Incident"][];
            maintenance: components["schemas"]["MaintenanceOccurrence"][];
        };
        ResetPasswordDone: {
            /** @constant */
            ok: true;
            token?: string;
        };
        ResetPasswordRequest: {
            PasswordResetGuid: string;
            Password1: string & (unknown & unknown & unknown);
            Password2: string;
        };
        ResponseTargets: {
            firstResponseMinutes: number | null;
            resolutionMinutes: number | null;
        };
        SavedReply: {
            replyGuid: string;
            title: string;
            body: string;
            shared: boolean;
            createdBy: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SavedReplyChange: {
            title?: string;
            body?: string;
            shared?: boolean;
        };
        SavedReplyFill: {
            ticketGuid: string;
        };
        SavedReplyList: components["schemas"]["SavedReply"][];
        ScheduleInput: {
            domainName: string;
            siteCareDay: number;
            status: components["schemas"]["ScheduleStatus"];
        };
        /** @enum {string} */
        ScheduleStatus: "active" | "paused";
        SecuritySettings: {
            twoFactorRequired: boolean;
        };
        SendResetLinkRequest: {
            EmailAddress: string;
            /**
             * @description The portal’s sign-in key (AUTH_SITE_KEY): sent with a sign-in and a reset link; any other value is refused (400).
             * @enum {string}
             */
            SiteKey: "client-portal-auth";
        };
        SiteCareReport: {
            siteCareReportGuid: string;
            siteCareScheduleGuid: string;
            domainName: string;
            /** Format: date-time */
            createdDateTime: string;
            completedDateTime: string | null;
            comments: string | null;
            siteHealth: string | null;
            pluginsUpdated: string | null;
            pluginsDeleted: string | null;
            cmsCoreVersion: string | null;
            cmsCoreUpdate: string | null;
            themesUpdated: string | null;
            themesDeleted: string | null;
            downtimes: number | null;
            totalDowntime: number | null;
            averageResponseTime: number | null;
            securityIssues: string | null;
            miscellaneous: string | null;
        };
        SiteCareReportList: components["schemas"]["SiteCareReport"][];
        SiteCareSchedule: {
            siteCareScheduleGuid: string;
            domainName: string;
            status: string;
            siteCareDay: number;
            countOfSiteCareReports: number;
        };
        SiteCareScheduleList: components["schemas"]["SiteCareSchedule"][];
        StaffAccount: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
            role: components["schemas"]["UserRole"];
            disabled: boolean;
            hasPassword: boolean;
            lastSignInAt: string | null;
        };
        StaffAccountChange: {
            role?: components["schemas"]["StaffRole"];
            disabled?: boolean;
        };
        StaffAccountList: components["schemas"]["StaffAccount"][];
        StaffList: components["schemas"]["StaffMember"][];
        StaffMember: {
            userGuid: string;
            firstName: string;
            lastName: string;
            email: string;
            role: components["schemas"]["UserRole"];
        };
        /** @enum {string} */
        StaffRole: "staff" | "admin";
        TagUse: {
            tag: string;
            tickets: number;
        };
        TagUses: components["schemas"]["TagUse"][];
        ThreadEntry: {
            updateGuid: string;
            author: components["schemas"]["Person"] | null;
            /** Format: date-time */
            createdDateTime: string;
            updateText: string;
            internal: boolean;
            attachments: components["schemas"]["AttachmentList"];
        };
        TicketDetail: {
            ticketId: number;
            ticketGuid: string;
            name: string;
            description: string;
            status: components["schemas"]["TicketStatus"];
            createdByFirstName: string;
            /** Format: date-time */
            createdDateTime: string;
            projectGuid: string;
            projectName: string;
            attachments: components["schemas"]["AttachmentList"];
            priority?: components["schemas"]["TicketPriority"];
        };
        TicketDue: {
            /** @enum {string} */
            kind: "first-response" | "resolution";
            dueAt: string | null;
            state: components["schemas"]["DueState"];
        } | null;
        /** @enum {string} */
        TicketPriority: "low" | "normal" | "high" | "urgent";
        /** @enum {string} */
        TicketStatus: "new" | "in-progress" | "awaiting-customer" | "completed" | "deleted";
        /**
         * @example {
         *       "userFirstName": "Alex",
         *       "userLastName": "Morgan",
         *       "createdDateTime": "2026-11-23T10:02:00.000Z",
         *       "updateText": "<p>Found it: the mail server’s password had expired. Fixed, please try again.</p>",
         *       "attachments": []
         *     }
         */
        TicketUpdate: {
            userFirstName: string;
            userLastName: string;
            /** Format: date-time */
            createdDateTime: string;
            updateText: string;
            attachments: components["schemas"]["AttachmentList"];
        };
        TicketUpdateList: components["schemas"]["TicketUpdate"][];
        /**
         * @example {
         *       "ticketId": 100231,
         *       "ticketGuid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *       "name": "Contact form sends no email",
         *       "description": "<p>Since Monday the contact form says “sent” but nothing arrives.</p>",
         *       "status": "in-progress",
         *       "createdByFirstName": "Casey",
         *       "createdDateTime": "2026-11-23T09:14:00.000Z",
         *       "projectGuid": "5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
         *       "projectName": "Acme website"
         *     }
         */
        TicketView: {
            ticketId: number;
            ticketGuid: string;
            name: string;
            description: string;
            status: components["schemas"]["TicketStatus"];
            createdByFirstName: string;
            /** Format: date-time */
            createdDateTime: string;
            projectGuid: string;
            projectName: string;
        };
        TicketViewList: components["schemas"]["TicketView"][];
        TwoFactorChallenge: {
            /** @constant */
            twoFactorRequired: true;
            challenge: string;
        };
        TwoFactorCodeRequest: {
            code: string;
        };
        TwoFactorSetup: {
            secret: string;
            otpauthUrl: string;
            qrSvg: string;
        };
        TwoFactorSignInRequest: {
            challenge: string;
            code: string;
        };
        TwoFactorStatus: {
            enabled: boolean;
            required: boolean;
        };
        UptimeDay: {
            /** Format: date */
            date: string;
            uptimePercent: number | null;
            averageResponseMs: number | null;
        };
        /** @enum {string} */
        UserRole: "client" | "staff" | "admin";
        /** @enum {string} */
        WebhookEventType: "ticket.created" | "ticket.update_posted" | "ticket.note_added" | "ticket.status_changed" | "ticket.assignee_changed" | "report.completed";
        WebhookReportEvent: {
            /** @constant */
            type: "report.completed";
            /** Format: date-time */
            timestamp: string;
            data: {
                report: {
                    siteCareReportGuid: string;
                    domainName: string;
                    projectGuid: string;
                    projectName: string;
                    month: string;
                    pdfUrl: string;
                };
                actor: {
                    name: string;
                    userGuid: string;
                };
            };
        };
        /**
         * @example {
         *       "type": "ticket.status_changed",
         *       "timestamp": "2026-11-23T10:05:00.000Z",
         *       "data": {
         *         "ticket": {
         *           "ticketGuid": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
         *           "number": "#00231",
         *           "title": "Contact form sends no email",
         *           "status": "awaiting-customer",
         *           "priority": "normal",
         *           "projectGuid": "5e1c7a2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d",
         *           "projectName": "Acme website",
         *           "assigneeUserGuid": "0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d",
         *           "url": "https://portal.agency.test/agency/tickets/2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f"
         *         },
         *         "actor": {
         *           "name": "Alex Morgan",
         *           "userGuid": "0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d"
         *         },
         *         "change": {
         *           "field": "status",
         *           "before": "in-progress",
         *           "after": "awaiting-customer"
         *         }
         *       }
         *     }
         */
        WebhookTicketEvent: {
            /** @enum {string} */
            type: "ticket.created" | "ticket.update_posted" | "ticket.note_added" | "ticket.status_changed" | "ticket.assignee_changed";
            /** Format: date-time */
            timestamp: string;
            data: {
                ticket: {
                    ticketGuid: string;
                    number: string;
                    title: string;
                    status: components["schemas"]["TicketStatus"];
                    priority: components["schemas"]["TicketPriority"];
                    projectGuid: string;
                    projectName: string;
                    assigneeUserGuid: string | null;
                    url: string;
                };
                actor: {
                    name: string;
                    userGuid: string;
                };
                update?: {
                    text: string;
                    internal: boolean;
                    author: string;
                };
                change?: {
                    /** @enum {string} */
                    field: "status" | "assignee";
                    before: string | null;
                    after: string | null;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AuthenticateRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticateResponse"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    signInWithTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorSignInRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticatedToken"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendResetLinkRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetPasswordDone"];
                };
            };
            /** @description The first password rule broken, or why the link no longer works, as text for the screen. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address, as text for the screen. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    recordEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInsertRequest"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    openUnsubscribeLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect (Location: /account/notifications), with no body */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjectUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUserList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserProjects: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberGUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjectUptime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectUptime"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDashboardPages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPageList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDashboardPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardPageGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardPageResponse"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjectTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketViewList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listUserTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberGUID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketViewList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTicketUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketUpdateList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    replyToTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewReply"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketUpdate"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewTicket"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file: at most 25 MB
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attachment"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent with the type it was stored with and Content-Disposition: attachment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSiteCareSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCareScheduleList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSiteCareSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCareSchedule"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSiteCareReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCareReportList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                siteCareReportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteCareReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadSiteCareReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                siteCareReportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report, with Content-Disposition: attachment and its file name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSiteCareReportUptime: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                siteCareReportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportUptime"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInboxTickets: {
        parameters: {
            query?: {
                view?: components["schemas"]["InboxView"];
                status?: components["schemas"]["TicketStatus"];
                projectGuid?: string;
                clientGuid?: string;
                assignee?: ("me" | "none") | string;
                priority?: components["schemas"]["TicketPriority"];
                tag?: string;
                q?: string;
                sort?: components["schemas"]["InboxSort"];
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAgencyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAgencyTicket"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyTicket"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    countInboxTickets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxCounts"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TagUses"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateTicketsInBulk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencyTicketsBulkChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkResult"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAgencyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyTicket"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAgencyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencyTicketChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyTicket"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    postAgencyTicketUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ticketGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewThreadEntry"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadEntry"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAssignableStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: {
                q?: string;
                projectGuid?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewClient"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAgencyProjects: {
        parameters: {
            query?: {
                q?: string;
                /**
                 * @description active, paused or archived as staff choose them; other words (from data brought in) are kept as read
                 * @example active
                 */
                status?: string;
                withSchedule?: "true";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyProjectPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewProject"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyProjectDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAgencyProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyProjectDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyProjectDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    grantProjectAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyProjectDetail"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeProjectAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createDashboardPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewDashboardPage"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyDashboardPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteDashboardPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardPageGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateDashboardPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dashboardPageGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DashboardPageChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyDashboardPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMonitors: {
        parameters: {
            query?: {
                state?: "pending" | "up" | "down";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyMonitorList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listProjectMonitors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitorList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createMonitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMonitor"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitor"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMonitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                monitorGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateMonitor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                monitorGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MonitorChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitor"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAlertChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertChannelList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createAlertChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAlertChannel"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertChannel"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteAlertChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAlertChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertChannelChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertChannel"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    testAlertChannel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                channelGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTTP 202. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryGuid: string;
                    };
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAlertDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefaults"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateAlertDefaults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertDefaultsChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDefaults"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjectAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectAlerts"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProjectAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectAlertsChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectAlerts"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAlertDeliveries: {
        parameters: {
            query?: {
                failing?: "true" | "false";
                channelGuid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlertDeliveryList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listMaintenanceWindows: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceWindowList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createMaintenanceWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewMaintenanceWindow"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MaintenanceWindow"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteMaintenanceWindow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                windowGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listInboundEmails: {
        parameters: {
            query?: {
                state?: components["schemas"]["InboundEmailState"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmailList"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTicketFromEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inboundGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InboundEmailTicket"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboundEmailTicketOpened"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    discardInboundEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                inboundGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listSavedReplies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReplyList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSavedReply"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReply"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedReplyChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedReply"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    fillSavedReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                replyGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SavedReplyFill"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilledSavedReply"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getHelpdeskSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpdeskSettings"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateHelpdeskSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HelpdeskSettingsInput"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpdeskSettings"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getProjectTargets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectTargets"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateProjectTargets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProjectTargets"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectTargets"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setSiteCareSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleInput"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencySchedule"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listDueSiteCareReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DueScheduleList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAgencySiteCareSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyScheduleReports"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createSiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewReport"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAgencySiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    completeSiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    reopenSiteCareReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reportGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgencyReport"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listStaffAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccountList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createStaffAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewStaffAccount"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccount"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateStaffAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAccountChange"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAccount"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    inviteStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSent"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAuditEntries: {
        parameters: {
            query?: {
                entityGuid?: string;
                actorUserGuid?: string;
                about?: string;
                objectType?: "ticket" | "client" | "staff" | "project" | "dashboard page" | "site care schedule" | "site care report" | "settings" | "email" | "saved reply" | "account";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnableTwoFactorRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Ok"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeRequest"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Not possible in the object’s present state, or changed by someone else since it was read. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many attempts from this address or for this account: wait as Retry-After says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettings"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecuritySettings"];
            };
        };
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecuritySettings"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenList"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewApiToken"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokenCreated"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body (or file) is larger than this operation takes. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The request body’s content type is not one this operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tokenGuid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done: the answer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"];
                };
            };
            /** @description Bad input: the message names the field at fault, and nothing was changed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No valid token (sign in again), or the token’s person may not see this. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The token’s person may not do this (the workspace is for staff; some settings for admins). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such object. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description An unexpected error on the server. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The database is unavailable for a moment: try again (Retry-After). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ticketCreatedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTicketEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ticketUpdatePostedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTicketEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ticketNoteAddedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTicketEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ticketStatusChangedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTicketEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ticketAssigneeChangedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTicketEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    reportCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The delivery’s ID: the same on every retry of it, so a receiver can tell a repeat. */
                "webhook-id": string;
                /** @description When this attempt was signed, in seconds since 1970 (UTC). */
                "webhook-timestamp": string;
                /** @description `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the channel’s secret after `whsec_`. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookReportEvent"];
            };
        };
        responses: {
            /** @description Taken (any 2xx will do). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
