// A helper that throws on a setting the app reads when it runs, before it returns its actions.
#import <UserNotifications/UserNotifications.h>

static NSArray *ObjCThrowInHelperActions(void) {
    if ([[NSUserDefaults standardUserDefaults] boolForKey:@"OTIH_BAD"]) { // reported
        @throw [NSException exceptionWithName:@"OTIH" reason:@"bad" userInfo:nil]; // may report
    }
    return @[[UNNotificationAction actionWithIdentifier:@"OTIH_A" title:@"A" options:UNNotificationActionOptionNone]]; // may report
}

void ObjCThrowInHelperRegister(void) {
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"OTIH" actions:ObjCThrowInHelperActions() intentIdentifiers:@[] options:UNNotificationCategoryOptionNone]]]; // may report
}
